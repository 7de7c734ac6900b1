import { ok, type Clock, type Result } from '@sidequest/kernel';
import type { EntitlementRepository } from '../ports/entitlement-repository.port';
import type { PaymentGateway } from '../ports/payment-gateway.port';

const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Account deletion, billing's part: stop charging the user now and remove the provider's customer
 * (which ends any other subscription it holds too). Runs before the deletion transaction (which
 * removes the entitlement row with the rest), so a provider failure here stops the deletion.
 */
export class CancelSubscriptionForDeletion {
  constructor(private readonly deps: { gateway: PaymentGateway; entitlements: EntitlementRepository; clock: Clock }) {}

  async execute(input: { userId: string }): Promise<Result<{ canceled: boolean }>> {
    const { deps } = this;
    const entitlement = await deps.entitlements.findByUser(input.userId);
    if (!entitlement) return ok({ canceled: false });
    const live = entitlement.subscriptionId !== null && !ENDED.has(entitlement.status);
    if (live) {
      await deps.gateway.cancel(entitlement.subscriptionId!);
      entitlement.markEnded(deps.clock.now());
      await deps.entitlements.save(entitlement);
    }
    if (entitlement.customerId) await deps.gateway.deleteCustomer(entitlement.customerId);
    return ok({ canceled: live });
  }
}
