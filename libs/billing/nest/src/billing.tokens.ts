import type { BillingEvent } from '@sidequest/billing-domain';

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
export const STRIPE_WEBHOOK = Symbol('STRIPE_WEBHOOK');

/** Verifies a Stripe delivery; null when no Stripe keys are set (the local test checkout needs no webhook). */
export interface StripeWebhook {
  verify(rawBody: Buffer, signature: string): BillingEvent | null;
}
