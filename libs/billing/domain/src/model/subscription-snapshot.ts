/** Stripe's subscription statuses; adapters map anything else to 'incomplete'. */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const;
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
