/** Whether the user has the premium subscription; implemented over the billing context's public api. */
export interface PremiumAccess {
  isSubscribed(userId: string): Promise<boolean>;
}
