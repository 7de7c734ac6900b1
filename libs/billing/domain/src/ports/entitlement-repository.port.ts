import type { Entitlement } from '../model/entitlement.entity';

/** One entitlement row per user; `save` inserts or replaces it. */
export interface EntitlementRepository {
  findByUser(userId: string): Promise<Entitlement | null>;
  findBySubscriptionId(subscriptionId: string): Promise<Entitlement | null>;
  findByCustomerId(customerId: string): Promise<Entitlement | null>;
  save(entitlement: Entitlement): Promise<void>;
  deleteByUser(userId: string): Promise<void>;
  /**
   * Inside the caller's transaction: holds the user's billing until commit, so the webhooks of one
   * user are applied one at a time, and answers when the last event applied was created (or null).
   */
  lockForEvents(userId: string): Promise<Date | null>;
  /** Records that an event created at `at` was applied to the user's entitlement (a later time stays). */
  noteEventApplied(userId: string, at: Date): Promise<void>;
}
