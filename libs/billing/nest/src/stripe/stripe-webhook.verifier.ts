import type { BillingEvent } from '@sidequest/billing-domain';
import type { StripeClient } from './stripe-client';

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value && typeof value.id === 'string'
      ? value.id
      : null;

/** Checks the Stripe-Signature header on the raw body and reduces the event to the ids that matter; null when invalid. */
export function verifyStripeEvent(
  stripe: StripeClient,
  rawBody: Buffer | string,
  signature: string,
  secret: string,
): BillingEvent | null {
  let event: { id: string; type: string; created?: unknown; data: { object: Record<string, unknown> } };
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as typeof event;
  } catch {
    return null;
  }
  const object = event.data.object;
  const kind = object.object;
  // Invoices name their subscription at the top (older versions) or under parent.subscription_details.
  const invoiceSubscription = (object.parent as { subscription_details?: { subscription?: unknown } } | undefined)
    ?.subscription_details?.subscription;
  const subscriptionId =
    kind === 'subscription' ? idOf(object.id) : (idOf(object.subscription) ?? idOf(invoiceSubscription));
  return {
    id: event.id,
    type: event.type,
    subscriptionId,
    customerId: idOf(object.customer),
    userId:
      kind === 'checkout.session' && typeof object.client_reference_id === 'string' ? object.client_reference_id : null,
    createdAt: typeof event.created === 'number' ? new Date(event.created * 1000) : null,
  };
}
