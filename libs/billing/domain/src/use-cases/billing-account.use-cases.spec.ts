import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import { Entitlement } from '../model/entitlement.entity';
import { PAYMENT_PROVIDER_UNAVAILABLE } from '../ports/payment-gateway.port';
import { subscriptionSnapshot } from '../testing/billing-fixtures';
import { FakePaymentGateway, InMemoryEntitlements } from '../testing/in-memory-billing';
import { CancelSubscriptionForDeletion } from './cancel-subscription-for-deletion.use-case';
import { CreateCheckout } from './create-checkout.use-case';
import { CreatePortalSession } from './create-portal-session.use-case';

const clock = new FixedClock(new Date('2026-05-02T00:00:00Z'));
const active = subscriptionSnapshot();

let gateway: FakePaymentGateway;
let entitlements: InMemoryEntitlements;
beforeEach(() => {
  gateway = new FakePaymentGateway();
  entitlements = new InMemoryEntitlements();
});

describe('CreateCheckout', () => {
  it('asks the provider for a checkout with a key that repeats within the window', async () => {
    const checkout = new CreateCheckout({ gateway, entitlements, clock });
    const first = await checkout.execute({ userId: 'u1', email: 'a@example.com' });
    await checkout.execute({ userId: 'u1', email: 'a@example.com' });
    expect(first.ok && first.value.url).toMatch(/^https:\/\//);
    expect(gateway.checkouts[0]).toMatchObject({ userId: 'u1', email: 'a@example.com', customerId: null });
    expect(gateway.checkouts[1].idempotencyKey).toBe(gateway.checkouts[0].idempotencyKey);
  });

  it('reuses the customer of an ended subscription, and refuses a second live one', async () => {
    const checkout = new CreateCheckout({ gateway, entitlements, clock });
    await entitlements.save(Entitlement.fromSnapshot('u1', { ...active, status: 'canceled' }, clock.now()));
    await checkout.execute({ userId: 'u1', email: 'a@example.com' });
    expect(gateway.checkouts[0].customerId).toBe('cus_1');
    await entitlements.save(Entitlement.fromSnapshot('u1', active, clock.now()));
    const refused = await checkout.execute({ userId: 'u1', email: 'a@example.com' });
    expect(!refused.ok && refused.error.kind).toBe('conflict');
  });

  it('answers "unavailable" with a try-again message when the provider is down; other failures stay bugs', async () => {
    const checkout = new CreateCheckout({ gateway, entitlements, clock });
    gateway.unavailable = true;
    expect(await checkout.execute({ userId: 'u1', email: 'a@example.com' })).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'unavailable', message: PAYMENT_PROVIDER_UNAVAILABLE }),
    });
    expect(entitlements.rows.size).toBe(0);
    gateway.unavailable = false;
    gateway.createCheckout = () => Promise.reject(new Error('bad price id'));
    await expect(checkout.execute({ userId: 'u1', email: 'a@example.com' })).rejects.toThrow('bad price id');
  });
});

describe('CreatePortalSession', () => {
  it("opens the portal for the user's own customer, and not found without one", async () => {
    const portal = new CreatePortalSession(gateway, entitlements);
    const none = await portal.execute({ userId: 'u1' });
    expect(!none.ok && none.error.kind).toBe('not_found');
    await entitlements.save(Entitlement.fromSnapshot('u1', active, clock.now()));
    expect(await portal.execute({ userId: 'u1' })).toEqual({
      ok: true,
      value: { url: 'https://portal.example/cus_1' },
    });
    gateway.unavailable = true;
    const down = await portal.execute({ userId: 'u1' });
    expect(!down.ok && down.error.kind).toBe('unavailable');
  });
});

describe('CancelSubscriptionForDeletion', () => {
  it('cancels a live subscription at the provider and ends the entitlement', async () => {
    const cancel = new CancelSubscriptionForDeletion({ gateway, entitlements, clock });
    await entitlements.save(Entitlement.fromSnapshot('u1', active, clock.now()));
    expect(await cancel.execute({ userId: 'u1' })).toEqual({ ok: true, value: { canceled: true } });
    expect(gateway.canceled).toEqual(['sub_1']);
    expect(entitlements.rows.get('u1')?.status).toBe('canceled');
    expect(await cancel.execute({ userId: 'u1' })).toEqual({ ok: true, value: { canceled: false } });
    expect(gateway.canceled).toHaveLength(1);
  });

  it("deletes the provider's customer, also once the subscription has ended", async () => {
    const cancel = new CancelSubscriptionForDeletion({ gateway, entitlements, clock });
    await entitlements.save(Entitlement.fromSnapshot('u1', active, clock.now()));
    await cancel.execute({ userId: 'u1' });
    expect(gateway.deletedCustomers).toEqual(['cus_1']);
    await cancel.execute({ userId: 'u1' });
    expect(gateway.deletedCustomers).toEqual(['cus_1', 'cus_1']);
    expect(await cancel.execute({ userId: 'nobody' })).toEqual({ ok: true, value: { canceled: false } });
    expect(gateway.deletedCustomers).toHaveLength(2);
  });
});
