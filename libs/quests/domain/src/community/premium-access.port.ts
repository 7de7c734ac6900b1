/**
 * Whether the user has the premium subscription; implemented over the billing context's public api. Quests' browse
 * list and progress's start both ask it (progress names this port through quests' public index).
 */
export interface PremiumAccess {
  isSubscribed(userId: string): Promise<boolean>;
}
