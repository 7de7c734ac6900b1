import type { Entitlement } from '../model/entitlement.entity';

/** One entitlement row per user; `save` inserts or replaces it. */
export interface EntitlementRepository {
  findByUser(userId: string): Promise<Entitlement | null>;
  findBySubscriptionId(subscriptionId: string): Promise<Entitlement | null>;
  findByCustomerId(customerId: string): Promise<Entitlement | null>;
  save(entitlement: Entitlement): Promise<void>;
  deleteByUser(userId: string): Promise<void>;
}
