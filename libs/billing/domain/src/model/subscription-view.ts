import type { Entitlement } from './entitlement.entity';
import type { SubscriptionStatus } from './subscription-snapshot';

/** check-subscription's answer: subscribed, productId and subscriptionEnd, plus what the past-due banner needs. */
export interface SubscriptionView {
  subscribed: boolean;
  productId: string | null;
  subscriptionEnd: Date | null;
  status: SubscriptionStatus | 'none';
  cancelAtPeriodEnd: boolean;
  /** Set while a failed renewal still has access: the banner links to the portal until then. */
  graceEndsAt: Date | null;
}

export function subscriptionView(entitlement: Entitlement | null, now: Date): SubscriptionView {
  if (!entitlement) {
    return {
      subscribed: false,
      productId: null,
      subscriptionEnd: null,
      status: 'none',
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
    };
  }
  const subscribed = entitlement.isSubscribed(now);
  return {
    subscribed,
    productId: subscribed ? entitlement.productId : null,
    subscriptionEnd: subscribed ? entitlement.currentPeriodEnd : null,
    status: entitlement.status,
    cancelAtPeriodEnd: entitlement.cancelAtPeriodEnd,
    graceEndsAt: subscribed ? entitlement.graceEndsAt() : null,
  };
}
