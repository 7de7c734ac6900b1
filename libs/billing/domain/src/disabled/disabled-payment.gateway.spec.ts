import { describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import { Entitlement } from '../model/entitlement.entity';
import { InMemoryEntitlements } from '../testing/in-memory-billing';
import { CreateCheckout } from '../use-cases/create-checkout.use-case';
import { CreatePortalSession } from '../use-cases/create-portal-session.use-case';
import { BILLING_DISABLED, BillingDisabled, DisabledPaymentGateway } from './disabled-payment.gateway';

const clock = new FixedClock(new Date('2026-05-02T00:00:00Z'));
const unavailable = { ok: false, error: expect.objectContaining({ kind: 'unavailable', message: BILLING_DISABLED }) };

describe('billing disabled', () => {
  it('sells nothing: checkout and portal are unavailable, with or without a customer', async () => {
    const gateway = new DisabledPaymentGateway();
    const entitlements = new InMemoryEntitlements();
    expect(gateway.mode).toBe('disabled');
    expect(
      await new CreateCheckout({ gateway, entitlements, clock }).execute({ userId: 'u1', email: 'a@example.com' }),
    ).toEqual(unavailable);
    expect(await new CreatePortalSession(gateway, entitlements).execute({ userId: 'u1' })).toEqual(unavailable);
    await entitlements.save(
      Entitlement.fromSnapshot(
        'u2',
        {
          subscriptionId: 'sub_1',
          customerId: 'cus_1',
          userId: 'u2',
          status: 'canceled',
          priceId: 'p',
          productId: 'prod',
          currentPeriodStart: new Date('2026-04-01T00:00:00Z'),
          currentPeriodEnd: new Date('2026-05-01T00:00:00Z'),
          cancelAtPeriodEnd: false,
        },
        clock.now(),
      ),
    );
    expect(await new CreatePortalSession(gateway, entitlements).execute({ userId: 'u2' })).toEqual(unavailable);
  });

  it('never answers as a provider would', async () => {
    const gateway = new DisabledPaymentGateway();
    await expect(gateway.createCheckout()).rejects.toBeInstanceOf(BillingDisabled);
    await expect(gateway.fetchSubscription()).rejects.toThrow(BILLING_DISABLED);
    await expect(gateway.cancel()).rejects.toThrow(BILLING_DISABLED);
  });
});
