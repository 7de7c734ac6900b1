import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import { buildBillingUseCases } from '../billing-use-cases';
import { inMemoryBillingPorts } from '../testing/billing-fixtures';
import { InMemoryLocalSubscriptionStore } from './local-subscription-store';
import { LOCAL_TEST_PRODUCT_ID, LocalTestGateway } from './local-test-gateway';

let n = 0;
const ids = { next: () => String(++n) };

function kit() {
  const clock = new FixedClock(new Date('2026-05-02T00:00:00Z'));
  const gateway = new LocalTestGateway({
    store: new InMemoryLocalSubscriptionStore(),
    ids,
    clock,
    appUrl: 'http://localhost:3000',
  });
  const useCases = buildBillingUseCases(inMemoryBillingPorts(gateway, clock));
  if (!useCases.completeTestCheckout || !useCases.cancelTestSubscription)
    throw new Error('the local gateway has its test checkout');
  return {
    clock,
    checkout: useCases.createCheckout,
    complete: useCases.completeTestCheckout,
    cancel: useCases.cancelTestSubscription,
    status: useCases.getSubscriptionStatus,
    premium: useCases.checkPremiumAccess,
  };
}
const sessionOf = (url: string) => new URL(url).searchParams.get('session')!;

let k: ReturnType<typeof kit>;
beforeEach(() => (k = kit()));

describe('the local test checkout', () => {
  it('subscribes through the webhook path into the entitlement table', async () => {
    const checkout = await k.checkout.execute({ userId: 'u1', email: 'a@example.com' });
    if (!checkout.ok) throw new Error('no checkout');
    expect(checkout.value.url).toMatch(/^http:\/\/localhost:3000\/billing\/test-checkout\?session=local_cs_/);
    expect(await k.complete.execute({ userId: 'u1', sessionId: sessionOf(checkout.value.url) })).toEqual({
      ok: true,
      value: 'applied',
    });
    const status = await k.status.execute({ userId: 'u1' });
    expect(status.ok && status.value).toMatchObject({ subscribed: true, productId: LOCAL_TEST_PRODUCT_ID });
  });

  it("will not complete another user's session", async () => {
    const checkout = await k.checkout.execute({ userId: 'u1', email: 'a@example.com' });
    if (!checkout.ok) throw new Error('no checkout');
    const stolen = await k.complete.execute({ userId: 'u2', sessionId: sessionOf(checkout.value.url) });
    expect(!stolen.ok && stolen.error.kind).toBe('not_found');
    expect(await k.premium.execute({ userId: 'u2' })).toBe(false);
  });

  it('cancels at period end (access until then) or at once', async () => {
    const checkout = await k.checkout.execute({ userId: 'u1', email: 'a@example.com' });
    if (!checkout.ok) throw new Error('no checkout');
    await k.complete.execute({ userId: 'u1', sessionId: sessionOf(checkout.value.url) });

    await k.cancel.execute({ userId: 'u1', when: 'period_end' });
    const pending = await k.status.execute({ userId: 'u1' });
    expect(pending.ok && pending.value).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });

    await k.cancel.execute({ userId: 'u1', when: 'now' });
    expect(await k.premium.execute({ userId: 'u1' })).toBe(false);
  });

  it('answers not found when there is nothing to cancel', async () => {
    const result = await k.cancel.execute({ userId: 'nobody', when: 'now' });
    expect(!result.ok && result.error.kind).toBe('not_found');
  });
});
