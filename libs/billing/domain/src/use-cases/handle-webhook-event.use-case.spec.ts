import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import type { BillingEvent } from '../model/billing-event';
import { inMemoryBillingPorts, subscriptionSnapshot as sub } from '../testing/billing-fixtures';
import { FakePaymentGateway } from '../testing/in-memory-billing';
import { CheckPremiumAccess } from './check-premium-access.use-case';
import { GetSubscriptionStatus } from './get-subscription-status.use-case';
import { HandleWebhookEvent } from './handle-webhook-event.use-case';

const clock = new FixedClock(new Date('2026-05-02T00:00:00Z'));
const event = (id: string, type: string, over: Partial<BillingEvent> = {}): BillingEvent => ({
  id,
  type,
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  userId: null,
  createdAt: null,
  ...over,
});

let gateway: FakePaymentGateway;
let ports: ReturnType<typeof inMemoryBillingPorts>;
let entitlements: typeof ports.entitlements;
let processedEvents: typeof ports.processedEvents;
let handle: HandleWebhookEvent;
let status: GetSubscriptionStatus;
let premium: CheckPremiumAccess;
beforeEach(() => {
  gateway = new FakePaymentGateway();
  ports = inMemoryBillingPorts(gateway, clock);
  ({ entitlements, processedEvents } = ports);
  handle = new HandleWebhookEvent(ports);
  status = new GetSubscriptionStatus(entitlements, clock);
  premium = new CheckPremiumAccess(entitlements, clock);
});

describe('HandleWebhookEvent', () => {
  it('acknowledges an event for a deleted account and writes no entitlement for it', async () => {
    gateway.subscriptions.set('sub_1', sub());
    const gone = new HandleWebhookEvent({ ...ports, accounts: { lockIfLive: async () => false } });
    expect(await gone.execute(event('evt_gone', 'customer.subscription.updated'))).toEqual({
      ok: true,
      value: 'unmatched',
    });
    expect(await entitlements.findByUser('u1')).toBeNull();
  });

  it('subscribes the user named by checkout.session.completed', async () => {
    gateway.subscriptions.set('sub_1', sub({ userId: null }));
    expect(await handle.execute(event('evt_1', 'checkout.session.completed', { userId: 'u1' }))).toEqual({
      ok: true,
      value: 'applied',
    });
    expect(await premium.execute({ userId: 'u1' })).toBe(true);
  });

  it('treats a replayed event id as a no-op, without asking the provider again', async () => {
    gateway.subscriptions.set('sub_1', sub());
    await handle.execute(event('evt_1', 'customer.subscription.created'));
    gateway.subscriptions.set('sub_1', sub({ status: 'canceled' }));
    const fetches = gateway.fetches;
    expect(await handle.execute(event('evt_1', 'customer.subscription.created'))).toEqual({
      ok: true,
      value: 'duplicate',
    });
    expect(gateway.fetches).toBe(fetches);
    expect(await premium.execute({ userId: 'u1' })).toBe(true);
  });

  it('ignores an event created before the last one applied, whatever the provider answers', async () => {
    const at = (iso: string) => ({ createdAt: new Date(iso) });
    gateway.subscriptions.set('sub_1', sub({ status: 'canceled' }));
    expect(await handle.execute(event('evt_new', 'customer.subscription.deleted', at('2026-05-01T12:00:05Z')))).toEqual(
      {
        ok: true,
        value: 'applied',
      },
    );
    // A stale snapshot (say, a lagging read) comes with the older event: not applied.
    gateway.subscriptions.set('sub_1', sub());
    expect(await handle.execute(event('evt_old', 'customer.subscription.created', at('2026-05-01T12:00:01Z')))).toEqual(
      {
        ok: true,
        value: 'ignored',
      },
    );
    expect(await premium.execute({ userId: 'u1' })).toBe(false);
    // A newer event applies the provider's state again.
    expect((await handle.execute(event('evt_later', 'invoice.paid', at('2026-05-01T12:00:09Z')))).ok).toBe(true);
    expect(await premium.execute({ userId: 'u1' })).toBe(true);
  });

  it("ends in the provider's current state when events arrive out of order", async () => {
    // The subscription was created, then cancelled; the "created" event is delivered last.
    gateway.subscriptions.set('sub_1', sub({ status: 'canceled' }));
    await handle.execute(event('evt_2', 'customer.subscription.deleted'));
    await handle.execute(event('evt_1', 'customer.subscription.created'));
    expect(await premium.execute({ userId: 'u1' })).toBe(false);
    expect(entitlements.rows.get('u1')?.status).toBe('canceled');
  });

  it('handles invoice events: payment failed gives the grace, paid restores', async () => {
    gateway.subscriptions.set('sub_1', sub({ status: 'past_due' }));
    await handle.execute(event('evt_1', 'invoice.payment_failed'));
    expect((await status.execute({ userId: 'u1' })).ok).toBe(true);
    const pastDue = await status.execute({ userId: 'u1' });
    expect(pastDue.ok && pastDue.value).toMatchObject({ subscribed: true, status: 'past_due' });
    gateway.subscriptions.set('sub_1', sub());
    await handle.execute(event('evt_2', 'invoice.paid'));
    const paid = await status.execute({ userId: 'u1' });
    expect(paid.ok && paid.value).toMatchObject({ subscribed: true, status: 'active', graceEndsAt: null });
  });

  it('finds the user through the stored subscription when the provider lost the metadata', async () => {
    gateway.subscriptions.set('sub_1', sub());
    await handle.execute(event('evt_1', 'customer.subscription.created'));
    gateway.subscriptions.set('sub_1', sub({ userId: null, cancelAtPeriodEnd: true }));
    expect(await handle.execute(event('evt_2', 'customer.subscription.updated'))).toEqual({
      ok: true,
      value: 'applied',
    });
    expect(entitlements.rows.get('u1')?.cancelAtPeriodEnd).toBe(true);
  });

  it('ends the entitlement when the provider no longer knows the subscription', async () => {
    gateway.subscriptions.set('sub_1', sub());
    await handle.execute(event('evt_1', 'customer.subscription.created'));
    gateway.subscriptions.delete('sub_1');
    await handle.execute(event('evt_2', 'customer.subscription.deleted'));
    expect(await premium.execute({ userId: 'u1' })).toBe(false);
  });

  it('records but ignores unrelated types and events it cannot match to a user', async () => {
    expect(await handle.execute(event('evt_1', 'charge.refunded'))).toEqual({ ok: true, value: 'ignored' });
    gateway.subscriptions.set('sub_9', sub({ subscriptionId: 'sub_9', customerId: 'cus_9', userId: null }));
    expect(
      await handle.execute(event('evt_2', 'invoice.paid', { subscriptionId: 'sub_9', customerId: 'cus_9' })),
    ).toEqual({ ok: true, value: 'unmatched' });
    expect(processedEvents.rows.size).toBe(2);
    expect(entitlements.rows.size).toBe(0);
  });

  it('records nothing when the provider cannot be reached, so the retry does the work', async () => {
    gateway.failFetches = true;
    await expect(handle.execute(event('evt_1', 'invoice.paid'))).rejects.toThrow('provider unreachable');
    expect(processedEvents.rows.size).toBe(0);
    gateway.failFetches = false;
    gateway.subscriptions.set('sub_1', sub());
    expect(await handle.execute(event('evt_1', 'invoice.paid'))).toEqual({ ok: true, value: 'applied' });
  });
  it('stores the state read under the lock, so a delivery that read an older state cannot overwrite a newer one', async () => {
    // The first read (finding the owner) sees the subscription active; by the time this delivery holds
    // the user's lock, an earlier delivery has cancelled it at the provider. The stored state is the later one.
    const reads = [sub(), sub({ status: 'canceled', currentPeriodEnd: new Date('2026-05-02T00:00:00Z') })];
    const racing = new (class extends FakePaymentGateway {
      override async fetchSubscription() {
        this.fetches++;
        return reads.shift() ?? null;
      }
    })();
    const late = new HandleWebhookEvent({ ...ports, gateway: racing });
    expect(await late.execute(event('evt_late', 'customer.subscription.updated'))).toEqual({
      ok: true,
      value: 'applied',
    });
    expect((await entitlements.findByUser('u1'))?.status).toBe('canceled');
    expect(await premium.execute({ userId: 'u1' })).toBe(false);
  });

  it('grants nothing for a subscription to another price or product', async () => {
    gateway.subscriptions.set('sub_1', sub({ priceId: 'price_other' }));
    expect(await handle.execute(event('evt_other', 'customer.subscription.created'))).toEqual({
      ok: true,
      value: 'ignored',
    });
    gateway.subscriptions.set('sub_2', sub({ subscriptionId: 'sub_2', productId: 'prod_other' }));
    expect(
      await handle.execute(event('evt_other_product', 'customer.subscription.created', { subscriptionId: 'sub_2' })),
    ).toEqual({ ok: true, value: 'ignored' });
    expect(await entitlements.findByUser('u1')).toBeNull();
    expect(await premium.execute({ userId: 'u1' })).toBe(false);
  });

  it('ends premium when the held subscription is moved to another price', async () => {
    gateway.subscriptions.set('sub_1', sub());
    await handle.execute(event('evt_1', 'customer.subscription.created'));
    expect(await premium.execute({ userId: 'u1' })).toBe(true);
    gateway.subscriptions.set('sub_1', sub({ priceId: 'price_cheaper' }));
    expect(await handle.execute(event('evt_2', 'customer.subscription.updated'))).toEqual({
      ok: true,
      value: 'applied',
    });
    expect(await premium.execute({ userId: 'u1' })).toBe(false);
  });
});
