import { describe, expect, it } from 'vitest';
import { Entitlement } from '../model/entitlement.entity';
import type { SubscriptionSnapshot } from '../model/subscription-snapshot';
import type { EntitlementRepository } from '../ports/entitlement-repository.port';
import type { ProcessedEventRepository } from '../ports/processed-event-repository.port';
import { subscriptionSnapshot } from './billing-fixtures';

/** A subscription of its own (the suite shares one database), not yet linked to a user. */
const snapshot = (over: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot =>
  subscriptionSnapshot({
    subscriptionId: `sub_${crypto.randomUUID()}`,
    customerId: `cus_${crypto.randomUUID()}`,
    userId: null,
    ...over,
  });

/** The ports' contracts, for the in-memory fakes and the Postgres adapters alike. */
export function billingRepositoriesContract(
  name: string,
  setup: () => Promise<{ entitlements: EntitlementRepository; processedEvents: ProcessedEventRepository }>,
) {
  describe(`billing repositories contract: ${name}`, () => {
    const now = new Date('2026-05-02T00:00:00Z');

    it('upserts one entitlement per user and finds it by user, subscription and customer', async () => {
      const { entitlements } = await setup();
      const userId = `user-${crypto.randomUUID()}`;
      const first = snapshot();
      await entitlements.save(Entitlement.fromSnapshot(userId, first, now));
      const next = snapshot({ customerId: first.customerId, cancelAtPeriodEnd: true });
      await entitlements.save(Entitlement.fromSnapshot(userId, next, now));
      expect((await entitlements.findByUser(userId))?.snapshot()).toEqual({ ...next, userId, updatedAt: now });
      expect((await entitlements.findBySubscriptionId(next.subscriptionId))?.userId).toBe(userId);
      expect(await entitlements.findBySubscriptionId(first.subscriptionId)).toBeNull();
      expect((await entitlements.findByCustomerId(first.customerId))?.userId).toBe(userId);
      await entitlements.deleteByUser(userId);
      expect(await entitlements.findByUser(userId)).toBeNull();
    });

    it('records an event id once', async () => {
      const { processedEvents } = await setup();
      const id = `evt_${crypto.randomUUID()}`;
      expect(await processedEvents.has(id)).toBe(false);
      expect(await processedEvents.record(id, 'invoice.paid', now)).toBe(true);
      expect(await processedEvents.record(id, 'invoice.paid', now)).toBe(false);
      expect(await processedEvents.has(id)).toBe(true);
    });
  });
}
