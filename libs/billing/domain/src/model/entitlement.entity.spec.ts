import { describe, expect, it } from 'vitest';
import { Entitlement, PAST_DUE_GRACE_MS } from './entitlement.entity';
import { subscriptionSnapshot } from '../testing/billing-fixtures';
import { subscriptionView } from './subscription-view';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-05-01T00:00:00Z');
const end = new Date('2026-06-01T00:00:00Z');
const at = (ms: number) => new Date(ms);
const snap = subscriptionSnapshot;

describe('Entitlement.isSubscribed', () => {
  it('grants an active subscription through its period', () => {
    const e = Entitlement.fromSnapshot('u1', snap(), start);
    expect(e.isSubscribed(at(start.getTime() + DAY))).toBe(true);
  });

  it('ends a subscription cancelled at period end exactly at the end', () => {
    const e = Entitlement.fromSnapshot('u1', snap({ cancelAtPeriodEnd: true }), start);
    expect(e.isSubscribed(at(end.getTime() - 1))).toBe(true);
    expect(e.isSubscribed(end)).toBe(false);
  });

  it("keeps a past-due subscription for 3 days from the unpaid period's start, then not", () => {
    const e = Entitlement.fromSnapshot('u1', snap({ status: 'past_due' }), start);
    expect(e.isSubscribed(at(start.getTime() + PAST_DUE_GRACE_MS - 1))).toBe(true);
    expect(e.isSubscribed(at(start.getTime() + PAST_DUE_GRACE_MS))).toBe(false);
    expect(e.graceEndsAt()).toEqual(at(start.getTime() + 3 * DAY));
  });

  it('grants nothing when canceled, unpaid or incomplete', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const) {
      expect(
        Entitlement.fromSnapshot('u1', snap({ status }), start).isSubscribed(at(start.getTime() + DAY)),
        status,
      ).toBe(false);
    }
  });
});

describe('Entitlement.applySnapshot', () => {
  it("takes the provider's state for the same subscription, whatever it is", () => {
    const e = Entitlement.fromSnapshot('u1', snap(), start);
    expect(e.applySnapshot(snap({ status: 'canceled' }), start)).toBe('applied');
    expect(e.status).toBe('canceled');
  });

  it('does not let an old, dead subscription overwrite a live new one', () => {
    const e = Entitlement.fromSnapshot('u1', snap({ subscriptionId: 'sub_new' }), start);
    expect(e.applySnapshot(snap({ subscriptionId: 'sub_old', status: 'canceled' }), start)).toBe('ignored');
    expect(e.subscriptionId).toBe('sub_new');
    expect(e.isSubscribed(start)).toBe(true);
  });

  it('lets a new live subscription replace an ended one', () => {
    const e = Entitlement.fromSnapshot('u1', snap({ subscriptionId: 'sub_old', status: 'canceled' }), start);
    expect(e.applySnapshot(snap({ subscriptionId: 'sub_new' }), start)).toBe('applied');
    expect(e.subscriptionId).toBe('sub_new');
  });
});

describe('subscriptionView', () => {
  it('answers not subscribed with nulls for a user who never paid', () => {
    expect(subscriptionView(null, start)).toMatchObject({
      subscribed: false,
      productId: null,
      subscriptionEnd: null,
      status: 'none',
    });
  });

  it('shows product and end while subscribed, and the grace while past due', () => {
    expect(subscriptionView(Entitlement.fromSnapshot('u1', snap(), start), start)).toMatchObject({
      subscribed: true,
      productId: 'prod_1',
      subscriptionEnd: end,
      graceEndsAt: null,
    });
    const pastDue = subscriptionView(
      Entitlement.fromSnapshot('u1', snap({ status: 'past_due' }), start),
      at(start.getTime() + DAY),
    );
    expect(pastDue).toMatchObject({ subscribed: true, status: 'past_due', graceEndsAt: at(start.getTime() + 3 * DAY) });
  });
});
