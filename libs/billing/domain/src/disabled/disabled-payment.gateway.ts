import type { SubscriptionSnapshot } from '../model/subscription-snapshot';
import { PaymentProviderUnavailable, type PaymentGateway } from '../ports/payment-gateway.port';

export const BILLING_DISABLED = 'Premium cannot be bought here: billing is switched off on this server.';

/** A provider call while billing is off: unavailable (503), with a message that says why. */
export class BillingDisabled extends PaymentProviderUnavailable {
  constructor() {
    super();
    this.message = BILLING_DISABLED;
    this.name = 'BillingDisabled';
  }
}

/** BILLING=disabled: no provider at all, so premium cannot be bought (and nothing is free by accident). */
export class DisabledPaymentGateway implements PaymentGateway {
  readonly mode = 'disabled' as const;
  /** Nothing is sold: no subscription matches an empty price. */
  readonly premium = { priceId: '', productId: null };

  async createCheckout(): Promise<{ url: string }> {
    throw new BillingDisabled();
  }

  async createPortal(): Promise<{ url: string }> {
    throw new BillingDisabled();
  }

  async fetchSubscription(): Promise<SubscriptionSnapshot | null> {
    throw new BillingDisabled();
  }

  async deleteCustomer(): Promise<void> {
    // As with cancel: a customer made before billing was switched off cannot be removed from here.
    throw new BillingDisabled();
  }

  async cancel(): Promise<void> {
    // A subscription made before billing was switched off cannot be ended from here: stop, do not pretend.
    throw new BillingDisabled();
  }
}
