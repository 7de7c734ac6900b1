import { DomainError, err, type Clock, type Result } from '@sidequest/kernel';
import type { EntitlementRepository } from '../ports/entitlement-repository.port';
import type { PaymentGateway } from '../ports/payment-gateway.port';
import { BILLING_DISABLED } from '../disabled/disabled-payment.gateway';
import { providerCall } from './provider-call';

export const ALREADY_SUBSCRIBED = 'You already have an active subscription. Manage it from the customer portal.';
/** Clicks within this window reuse one checkout session. */
export const CHECKOUT_IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;

/** create-checkout: a subscription checkout for the premium price; the url opens in a new tab. */
export class CreateCheckout {
  constructor(private readonly deps: { gateway: PaymentGateway; entitlements: EntitlementRepository; clock: Clock }) {}

  async execute(input: { userId: string; email: string; idempotencyKey?: string }): Promise<Result<{ url: string }>> {
    const { deps } = this;
    if (deps.gateway.mode === 'disabled') return err(new DomainError('unavailable', BILLING_DISABLED));
    const now = deps.clock.now();
    const entitlement = await deps.entitlements.findByUser(input.userId);
    if (entitlement?.isSubscribed(now)) return err(new DomainError('conflict', ALREADY_SUBSCRIBED));
    const window = Math.floor(now.getTime() / CHECKOUT_IDEMPOTENCY_WINDOW_MS);
    return providerCall(() =>
      deps.gateway.createCheckout({
        userId: input.userId,
        email: input.email,
        customerId: entitlement?.customerId ?? null,
        idempotencyKey: input.idempotencyKey ?? `checkout:${input.userId}:${window}`,
      }),
    );
  }
}
