/** Stripe's subscription statuses; adapters map anything else to 'incomplete'. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A subscription as the payment provider reports it now, normalised by the gateway adapter. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  /** Our user id, from the subscription's metadata set at checkout; null if the provider lost it. */
  userId: string | null;
  status: SubscriptionStatus;
  priceId: string | null;
  productId: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** The one price premium is sold at. productId null: the provider pins the product to the price. */
export interface PremiumPrice {
  priceId: string;
  productId: string | null;
}

/** True when the subscription is for premium: the same price, and the same product where one is known. */
export const isPremiumSubscription = (snapshot: SubscriptionSnapshot, premium: PremiumPrice): boolean =>
  snapshot.priceId === premium.priceId && (premium.productId === null || snapshot.productId === premium.productId);
