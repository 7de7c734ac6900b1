import Stripe from 'stripe';

const sdk = new Stripe('sk_test_signing_only');

/** A webhook delivery as Stripe sends it: the JSON body and its Stripe-Signature, made by the SDK's own test helper. */
export function signedStripeEvent(
  secret: string,
  event: { id: string; type: string; object: Record<string, unknown> },
  timestamp?: number,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = sdk.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return { payload, signature };
}
