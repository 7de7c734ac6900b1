import { HandleWebhookEvent, type BillingEvent, type PaymentGateway } from '@sidequest/billing-domain';
import { billingRepositoriesContract, everyAccountLive } from '@sidequest/billing-domain/testing';
import { systemClock } from '@sidequest/kernel';
import { MikroOrmUnitOfWork, SqlReads } from '@sidequest/platform-db';
import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMigrations } from './persistence/billing.migrations';
import { billingEntitySchemas } from './persistence/billing.schemas';
import {
  MikroOrmEntitlementRepository,
  MikroOrmProcessedEventRepository,
} from './persistence/mikro-orm-billing.repositories';
import { createStripeClient, type StripeClient } from './stripe/stripe-client';
import { StripePaymentGateway } from './stripe/stripe-payment.gateway';
import { verifyStripeEvent } from './stripe/stripe-webhook.verifier';
import { StripeFake, type FakeSubscription } from '@sidequest/test-support';
import { signedStripeEvent } from './testing';

const SECRET = 'whsec_int_secret';
const DAY = 86_400_000;
let ctx: ContextOrm;
let fake: StripeFake;
let stripe: StripeClient;

beforeAll(async () => {
  [ctx, fake] = await Promise.all([
    initContextOrm({ name: 'sq_billing', entities: billingEntitySchemas, migrations: billingMigrations }),
    StripeFake.start(),
  ]);
  stripe = createStripeClient({
    secretKey: 'sk_test_int',
    priceId: 'price_1',
    webhookSecret: SECRET,
    apiBase: fake.url,
  });
});

afterAll(async () => {
  await Promise.all([ctx?.close(), fake?.close()]);
});

const em = () => ctx.em;
const repos = () => ({
  entitlements: new MikroOrmEntitlementRepository(em(), new SqlReads(em(), new MikroOrmUnitOfWork(em()))),
  processedEvents: new MikroOrmProcessedEventRepository(em()),
});

billingRepositoriesContract('MikroORM on Postgres', async () => repos());

function kit(wrap: (gateway: StripePaymentGateway) => PaymentGateway = (g) => g) {
  const { entitlements, processedEvents } = repos();
  const gateway = wrap(new StripePaymentGateway(stripe, { priceId: 'price_1', appUrl: 'http://localhost:3000' }));
  const handler = new HandleWebhookEvent({
    gateway,
    entitlements,
    processedEvents,
    unitOfWork: new MikroOrmUnitOfWork(em()),
    accounts: everyAccountLive,
    clock: systemClock,
  });
  /** A delivery as the api receives it: signed by the SDK's test helper, verified on the raw bytes. */
  const receive = (
    type: string,
    object: Record<string, unknown>,
    id = `evt_${crypto.randomUUID()}`,
    secret = SECRET,
  ) => {
    const { payload, signature } = signedStripeEvent(secret, { id, type, object });
    const event = verifyStripeEvent(stripe, Buffer.from(payload), signature, SECRET);
    return event ? handler.execute(event) : Promise.resolve(null);
  };
  return { entitlements, receive };
}

function subscription(over: Partial<FakeSubscription> = {}): FakeSubscription {
  const s: FakeSubscription = {
    id: `sub_${crypto.randomUUID()}`,
    customer: `cus_${crypto.randomUUID()}`,
    userId: crypto.randomUUID(),
    status: 'active',
    priceId: 'price_1',
    productId: 'prod_1',
    periodStart: new Date(Date.now() - DAY),
    periodEnd: new Date(Date.now() + 29 * DAY),
    cancelAtPeriodEnd: false,
    ...over,
  };
  fake.setSubscription(s);
  return s;
}
const subObject = (s: FakeSubscription) => ({ id: s.id, object: 'subscription', customer: s.customer });

describe('webhook handling against the Stripe fake', () => {
  it('refuses a bad signature, a wrong secret and a tampered body', () => {
    const { payload, signature } = signedStripeEvent(SECRET, { id: 'evt_x', type: 'invoice.paid', object: {} });
    expect(verifyStripeEvent(stripe, Buffer.from(payload), signature, SECRET)).toMatchObject({
      id: 'evt_x',
      type: 'invoice.paid',
    });
    expect(verifyStripeEvent(stripe, Buffer.from(payload.replace('evt_x', 'evt_y')), signature, SECRET)).toBeNull();
    const other = signedStripeEvent('whsec_someone_else', { id: 'evt_x', type: 'invoice.paid', object: {} });
    expect(verifyStripeEvent(stripe, Buffer.from(other.payload), other.signature, SECRET)).toBeNull();
    expect(verifyStripeEvent(stripe, Buffer.from(payload), 't=1,v1=00', SECRET)).toBeNull();
  });

  it('reduces each of the six events to the subscription it concerns', () => {
    const sign = (type: string, object: Record<string, unknown>) => {
      const { payload, signature } = signedStripeEvent(SECRET, { id: 'evt_1', type, object });
      return verifyStripeEvent(stripe, Buffer.from(payload), signature, SECRET) as BillingEvent;
    };
    expect(
      sign('checkout.session.completed', {
        object: 'checkout.session',
        subscription: 'sub_a',
        customer: 'cus_a',
        client_reference_id: 'u1',
      }),
    ).toMatchObject({ subscriptionId: 'sub_a', customerId: 'cus_a', userId: 'u1' });
    for (const type of [
      'customer.subscription.created',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]) {
      expect(sign(type, { object: 'subscription', id: 'sub_b', customer: 'cus_b' })).toMatchObject({
        subscriptionId: 'sub_b',
        customerId: 'cus_b',
        userId: null,
      });
    }
    expect(sign('invoice.paid', { object: 'invoice', subscription: 'sub_c' }).subscriptionId).toBe('sub_c');
    expect(
      sign('invoice.payment_failed', { object: 'invoice', parent: { subscription_details: { subscription: 'sub_d' } } })
        .subscriptionId,
    ).toBe('sub_d');
  });

  it('applies by re-fetching; duplicates (also concurrent) are recorded once', async () => {
    const { entitlements, receive } = kit();
    const s = subscription();
    const id = `evt_${crypto.randomUUID()}`;
    const outcomes = await Promise.all([1, 2, 3].map(() => receive('customer.subscription.created', subObject(s), id)));
    expect(outcomes.map((o) => o?.ok && o.value).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await entitlements.findByUser(s.userId!))?.snapshot()).toMatchObject({
      status: 'active',
      subscriptionId: s.id,
      customerId: s.customer,
      productId: 'prod_1',
      priceId: 'price_1',
    });
    const count = await em()
      .getConnection()
      .execute('select count(*)::int as n from processed_events where event_id = ?', [id]);
    expect(count[0].n).toBe(1);
  });

  it('ends in the current state when events arrive out of order', async () => {
    const { entitlements, receive } = kit();
    const s = subscription();
    // Stripe's truth is "cancelled at period end"; the older "created" event arrives after the "updated" one.
    fake.setSubscription({ ...s, cancelAtPeriodEnd: true });
    await receive('customer.subscription.updated', subObject(s));
    await receive('customer.subscription.created', subObject(s));
    await receive('invoice.paid', { object: 'invoice', id: 'in_1', subscription: s.id, customer: s.customer });
    expect((await entitlements.findByUser(s.userId!))?.snapshot()).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
  });

  it('a late event about an old subscription does not cancel the live new one', async () => {
    const { entitlements, receive } = kit();
    const old = subscription();
    await receive('customer.subscription.created', subObject(old));
    const next = subscription({ userId: old.userId, customer: old.customer });
    fake.setSubscription({ ...old, status: 'canceled' });
    await receive('customer.subscription.created', subObject(next));
    expect((await receive('customer.subscription.deleted', subObject(old)))?.ok).toBe(true);
    expect((await entitlements.findByUser(old.userId!))?.snapshot()).toMatchObject({
      subscriptionId: next.id,
      status: 'active',
    });
  });

  it('marks a subscription the provider forgot as ended, and skips events it does not handle', async () => {
    const { entitlements, receive } = kit();
    const s = subscription();
    await receive('customer.subscription.created', subObject(s));
    fake.forget(s.id);
    expect(await receive('customer.subscription.deleted', subObject(s))).toEqual({ ok: true, value: 'applied' });
    expect((await entitlements.findByUser(s.userId!))?.isSubscribed(new Date())).toBe(false);
    expect(await receive('customer.created', { object: 'customer', id: 'cus_z' })).toEqual({
      ok: true,
      value: 'ignored',
    });
  });
});

describe('two deliveries for one customer, interleaved on purpose', () => {
  it('are applied one at a time: the later delivery reads after the earlier one commits, so no stale snapshot lands', async () => {
    const s = subscription();
    await kit().receive('customer.subscription.created', subObject(s));
    // Delivery A reads the subscription while it is still active, then stalls before it writes.
    let reached!: () => void;
    const readUnderLock = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    let fetches = 0;
    const slow = kit((gateway) =>
      Object.assign(Object.create(gateway) as PaymentGateway, {
        fetchSubscription: async (id: string) => {
          const snapshot = await gateway.fetchSubscription(id);
          // The first fetch finds the owner; the second is the one under the lock.
          if (++fetches === 2) {
            reached();
            await stalled;
          }
          return snapshot;
        },
      }),
    );
    const a = slow.receive('invoice.paid', { object: 'invoice', id: 'in_a', subscription: s.id, customer: s.customer });
    await readUnderLock;
    // Meanwhile the customer cancels, and Stripe sends delivery B.
    fake.setSubscription({ ...s, status: 'canceled' });
    let bDone = false;
    const b = kit()
      .receive('customer.subscription.deleted', subObject(s))
      .finally(() => (bDone = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // B waits for A's lock instead of committing first and being overwritten by A's stale read.
    expect(bDone).toBe(false);
    release();
    expect((await a)?.ok).toBe(true);
    expect((await b)?.ok).toBe(true);
    const { entitlements } = kit();
    expect((await entitlements.findByUser(s.userId!))?.snapshot()).toMatchObject({ status: 'canceled' });
  });
});
