import { Injectable } from '@nestjs/common';
import { CancelSubscriptionForDeletion } from '@sidequest/billing-domain';
import type { UserDataContributor } from '@sidequest/platform-db';
import { MikroOrmEntitlementRepository } from './mikro-orm-billing.repositories';

/** Billing's part of export and deletion: the entitlement row; deletion first stops the charges at the provider. */
@Injectable()
export class BillingUserDataContributor implements UserDataContributor {
  readonly name = 'billing';

  constructor(
    private readonly entitlements: MikroOrmEntitlementRepository,
    private readonly cancelForDeletion: CancelSubscriptionForDeletion,
  ) {}

  async exportUserData(userId: string): Promise<Record<string, unknown>> {
    const e = (await this.entitlements.findByUser(userId))?.snapshot();
    return {
      subscription: e
        ? {
            status: e.status,
            product_id: e.productId,
            price_id: e.priceId,
            current_period_end: e.currentPeriodEnd?.toISOString() ?? null,
            cancel_at_period_end: e.cancelAtPeriodEnd,
            customer_id: e.customerId,
            subscription_id: e.subscriptionId,
          }
        : null,
    };
  }

  async prepareUserDeletion(userId: string): Promise<void> {
    const result = await this.cancelForDeletion.execute({ userId });
    if (!result.ok) throw result.error;
  }

  deleteUserData(userId: string): Promise<void> {
    return this.entitlements.deleteByUser(userId);
  }
}
