import type { Clock } from '@sidequest/kernel';
import type { EntitlementRepository } from '../ports/entitlement-repository.port';

/** Whether the user is subscribed now: what other contexts (community quest locking) ask through their port. */
export class CheckPremiumAccess {
  constructor(
    private readonly entitlements: EntitlementRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string }): Promise<boolean> {
    const entitlement = await this.entitlements.findByUser(input.userId);
    return entitlement?.isSubscribed(this.clock.now()) ?? false;
  }
}
