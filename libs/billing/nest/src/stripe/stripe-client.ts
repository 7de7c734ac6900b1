import Stripe from 'stripe';
import type { AppConfig } from '@sidequest/platform-config';

export type StripeClient = InstanceType<typeof Stripe>;

/**
 * The SDK, pointed at STRIPE_API_BASE when set (tests run a local fake of Stripe's HTTP API).
 * A user waits on checkout and portal calls: 5 s per attempt and one retry (idempotency keys make it safe)
 * bound the wait to about 11 s before the user hears "try again". Webhooks are redelivered by Stripe anyway.
 */
export function createStripeClient(stripe: NonNullable<AppConfig['stripe']>): StripeClient {
  const base = stripe.apiBase ? new URL(stripe.apiBase) : null;
  return new Stripe(stripe.secretKey, {
    maxNetworkRetries: 1,
    timeout: 5_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}
