/** The provider events that change an entitlement; each is handled by re-fetching the subscription. */
export const HANDLED_BILLING_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type HandledBillingEventType = (typeof HANDLED_BILLING_EVENTS)[number];

/** A verified webhook event, reduced by the adapter to the ids that matter. */
export interface BillingEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  customerId: string | null;
  /** checkout.session.completed carries client_reference_id: our user id. */
  userId: string | null;
  /** When the provider created the event (Stripe's `created`, whole seconds); null when unknown. */
  createdAt: Date | null;
}

export const isHandledBillingEvent = (type: string): type is HandledBillingEventType =>
  (HANDLED_BILLING_EVENTS as readonly string[]).includes(type);
