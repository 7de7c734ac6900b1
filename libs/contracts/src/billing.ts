import { z } from 'zod';

export const PREMIUM_PRICE_LABEL = '$2/month';
/** The web app checks the subscription when a user appears and then every 60 seconds. */
export const SUBSCRIPTION_RECHECK_MS = 60_000;

export const SUBSCRIPTION_STATES = [
  'none',
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

/**
 * GET /api/billing/subscription (check-subscription): subscribed, product_id and subscription_end, then what the
 * past-due banner and the local test checkout label need.
 */
export const SubscriptionStatus = z.object({
  subscribed: z.boolean(),
  product_id: z.string().nullable(),
  subscription_end: z.iso.datetime().nullable(),
  status: z.enum(SUBSCRIPTION_STATES),
  cancel_at_period_end: z.boolean(),
  /** Set while a failed renewal still has access: show the banner linking to the portal. */
  grace_ends_at: z.iso.datetime().nullable(),
  /** 'local_test' when no Stripe keys are set: label the checkout as a test. 'disabled' (BILLING=disabled): premium cannot be bought. */
  mode: z.enum(['stripe', 'local_test', 'disabled']),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** POST /api/billing/checkout and POST /api/billing/portal: open `url` in a new tab. */
export const BillingRedirect = z.object({ url: z.string().url() });
export type BillingRedirect = z.infer<typeof BillingRedirect>;
export const CheckoutSession = BillingRedirect;
export type CheckoutSession = BillingRedirect;
export const PortalSession = BillingRedirect;
export type PortalSession = BillingRedirect;

/** Local test checkout only (no Stripe keys): POST /api/billing/test-checkout/complete. */
export const CompleteTestCheckoutBody = z.object({ session_id: z.string().min(1).max(200) });
export type CompleteTestCheckoutBody = z.infer<typeof CompleteTestCheckoutBody>;

/** Local test portal only: POST /api/billing/test-portal/cancel. */
export const CancelTestSubscriptionBody = z.object({ when: z.enum(['period_end', 'now']) });
export type CancelTestSubscriptionBody = z.infer<typeof CancelTestSubscriptionBody>;
