import type { PremiumPrice, SubscriptionSnapshot } from '../model/subscription-snapshot';

export interface CheckoutRequest {
  userId: string;
  email: string;
  /** Reuse the provider's customer when the user has had a subscription before. */
  customerId: string | null;
  /** The same key within a short window returns the same checkout session (double clicks, retries). */
  idempotencyKey: string;
}

export const PAYMENT_PROVIDER_UNAVAILABLE = 'Payment provider unavailable, please try again.';

/** The provider failed or did not answer in time (not a mistake of ours): the user may simply try again. */
export class PaymentProviderUnavailable extends Error {
  constructor(options?: { cause?: unknown }) {
    super(PAYMENT_PROVIDER_UNAVAILABLE, options);
    this.name = 'PaymentProviderUnavailable';
  }
}

/** The payment provider: Stripe in production, the local test checkout without keys, none when billing is disabled. */
export interface PaymentGateway {
  readonly mode: 'stripe' | 'local_test' | 'disabled';
  /** What premium is sold as: a subscription to anything else never grants it. */
  readonly premium: PremiumPrice;
  /** Checkout and portal throw PaymentProviderUnavailable when the provider fails or times out. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  createPortal(customerId: string): Promise<{ url: string }>;
  /** The subscription as it is now, or null when the provider does not know it. */
  fetchSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  /** Ends the subscription at once (account deletion). */
  cancel(subscriptionId: string): Promise<void>;
  /** Removes the provider's customer and what it holds (account deletion); one already gone is no error. */
  deleteCustomer(customerId: string): Promise<void>;
}
