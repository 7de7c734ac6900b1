import { ok, type Result } from '@sidequest/kernel';
import { isHandledBillingEvent, type BillingEvent } from '../model/billing-event';
import { Entitlement } from '../model/entitlement.entity';
import { isPremiumSubscription, type SubscriptionSnapshot } from '../model/subscription-snapshot';
import type { BillingPorts } from '../ports/billing-ports';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unmatched';

/**
 * Applies one verified provider event. The event's own payload is never trusted for state: the
 * subscription is fetched again once the user's row is locked, so concurrent, replayed and
 * out-of-order deliveries all end in the provider's current state (the last to commit read it last).
 * Only a subscription to the premium price grants premium; one to anything else ends the entitlement
 * it replaces. The event id is recorded in the same transaction as the upsert; a failure before
 * commit lets the provider's retry do the work again. An event for a deleted account is acknowledged
 * and writes nothing: no entitlement row comes back for a user who is gone. Deliveries for one user
 * are serialized (EntitlementRepository.lockForEvents), and an event created before the last one
 * applied is ignored.
 */
export class HandleWebhookEvent {
  constructor(private readonly deps: BillingPorts) {}

  async execute(event: BillingEvent): Promise<Result<WebhookOutcome>> {
    const { deps } = this;
    if (await deps.processedEvents.has(event.id)) return ok('duplicate');
    if (!isHandledBillingEvent(event.type) || !event.subscriptionId) return this.recordOnly(event, 'ignored');

    const subscriptionId = event.subscriptionId;
    const userId = await this.ownerOf(event, await deps.gateway.fetchSubscription(subscriptionId));
    if (!userId) return this.recordOnly(event, 'unmatched');

    return deps.unitOfWork.transaction(async () => {
      if (!(await deps.processedEvents.record(event.id, event.type, deps.clock.now()))) return ok('duplicate' as const);
      if (!(await deps.accounts.lockIfLive(userId))) return ok('unmatched' as const);
      // One delivery per user at a time (the account lock is shared, this one is not): a delivery that
      // committed before us has already written what it read, and one after us reads after our write.
      const lastApplied = await deps.entitlements.lockForEvents(userId);
      // An event older than one already applied says nothing newer: its snapshot is not applied.
      if (event.createdAt && lastApplied && event.createdAt < lastApplied) return ok('ignored' as const);
      const outcome = await this.apply(userId, subscriptionId);
      if (outcome === 'applied' && event.createdAt) await deps.entitlements.noteEventApplied(userId, event.createdAt);
      return ok(outcome);
    });
  }

  /** Under the locks: the provider's current state of the subscription, applied to the user's entitlement. */
  private async apply(userId: string, subscriptionId: string): Promise<'applied' | 'ignored'> {
    const { deps } = this;
    const now = deps.clock.now();
    const fetched = await deps.gateway.fetchSubscription(subscriptionId);
    const snapshot = fetched && isPremiumSubscription(fetched, deps.gateway.premium) ? fetched : null;
    const current = await deps.entitlements.findByUser(userId);
    if (!snapshot) {
      // The provider has forgotten the subscription, or it is no longer for premium: it ended, if it is the one we hold.
      if (current && current.subscriptionId === subscriptionId) {
        current.markEnded(now);
        await deps.entitlements.save(current);
        return 'applied';
      }
      return 'ignored';
    }
    if (!current) {
      await deps.entitlements.save(Entitlement.fromSnapshot(userId, snapshot, now));
      return 'applied';
    }
    const outcome = current.applySnapshot(snapshot, now);
    if (outcome === 'applied') await deps.entitlements.save(current);
    return outcome;
  }

  private async ownerOf(event: BillingEvent, snapshot: SubscriptionSnapshot | null): Promise<string | null> {
    const { entitlements } = this.deps;
    if (snapshot?.userId) return snapshot.userId;
    if (event.userId) return event.userId;
    const bySubscription = event.subscriptionId ? await entitlements.findBySubscriptionId(event.subscriptionId) : null;
    if (bySubscription) return bySubscription.userId;
    const customerId = snapshot?.customerId ?? event.customerId;
    return customerId ? ((await entitlements.findByCustomerId(customerId))?.userId ?? null) : null;
  }

  private async recordOnly(event: BillingEvent, outcome: WebhookOutcome): Promise<Result<WebhookOutcome>> {
    const fresh = await this.deps.processedEvents.record(event.id, event.type, this.deps.clock.now());
    return ok(fresh ? outcome : 'duplicate');
  }
}
