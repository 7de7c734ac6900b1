import { ok, type Clock, type Result } from '@sidequest/kernel';
import { subscriptionView, type SubscriptionView } from '../model/subscription-view';
import type { EntitlementRepository } from '../ports/entitlement-repository.port';

/** check-subscription: read from the local entitlement table only, never from the provider. */
export class GetSubscriptionStatus {
  constructor(
    private readonly entitlements: EntitlementRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string }): Promise<Result<SubscriptionView>> {
    return ok(subscriptionView(await this.entitlements.findByUser(input.userId), this.clock.now()));
  }
}
