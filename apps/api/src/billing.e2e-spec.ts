import { signedStripeEvent } from '@sidequest/billing-nest/testing';
import { StripeFake } from '@sidequest/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './testing/auth-flows';
import { as, signedUp } from './testing/signed-up';
import { startTestApi, type TestApi } from './testing/test-api';

const SECRET = 'whsec_test_secret_for_e2e';
const DAY = 24 * 60 * 60 * 1000;
let api: TestApi;
let stripe: StripeFake;

beforeAll(async () => {
  stripe = await StripeFake.start();
  api = await startTestApi({
    env: {
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PRICE_ID: 'price_premium_monthly',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await api?.close();
  await stripe?.close();
});

const deliver = (event: { id: string; type: string; object: Record<string, unknown> }, signature?: string) => {
  const signed = signedStripeEvent(SECRET, event);
  return fetch(`${api.url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? signed.signature },
    body: signed.payload,
  });
};
const evt = () => `evt_${crypto.randomUUID()}`;
const subscriptionEvent = (type: string, id: string, customer: string) => ({
  id: evt(),
  type,
  object: { id, object: 'subscription', customer },
});

function activeSubscription(userId: string, over: Partial<Parameters<StripeFake['setSubscription']>[0]> = {}) {
  const now = Date.now();
  const subscription = {
    id: `sub_${crypto.randomUUID()}`,
    customer: `cus_${crypto.randomUUID()}`,
    userId,
    status: 'active',
    priceId: 'price_premium_monthly',
    productId: 'prod_premium',
    periodStart: new Date(now - DAY),
    periodEnd: new Date(now + 29 * DAY),
    cancelAtPeriodEnd: false,
    ...over,
  };
  stripe.setSubscription(subscription);
  return subscription;
}

describe('billing with Stripe (against the local Stripe fake)', () => {
  it("reads a free user as not subscribed, with the spec's fields", async () => {
    const { token } = await signedUp(api);
    const res = await as(api, token)('/billing/subscription');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      subscribed: false,
      product_id: null,
      subscription_end: null,
      status: 'none',
      cancel_at_period_end: false,
      grace_ends_at: null,
      mode: 'stripe',
    });
    expect((await fetch(`${api.url}/api/billing/subscription`)).status).toBe(401);
  });

  it('creates a subscription Checkout Session for the price, with client_reference_id, metadata and an idempotency key', async () => {
    const { token, userId } = await signedUp(api);
    const first = await as(api, token)('/billing/checkout', { method: 'POST' });
    expect(first.status).toBe(200);
    const { url } = await first.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const request = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(request.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_premium_monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: userId,
      'subscription_data[metadata][userId]': userId,
    });
    expect(request.idempotencyKey).toContain(userId);
    // A double click within the window gets the same session.
    expect((await (await as(api, token)('/billing/checkout', { method: 'POST' })).json()).url).toBe(url);
  });

  it('subscribes on checkout.session.completed by re-fetching; replays and bad signatures change nothing', async () => {
    const { token, userId } = await signedUp(api);
    const sub = activeSubscription(userId);
    const completed = {
      id: evt(),
      type: 'checkout.session.completed',
      object: {
        id: 'cs_1',
        object: 'checkout.session',
        client_reference_id: userId,
        customer: sub.customer,
        subscription: sub.id,
      },
    };
    const res = await deliver(completed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'applied' });
    const status = await (await as(api, token)('/billing/subscription')).json();
    expect(status).toMatchObject({
      subscribed: true,
      product_id: 'prod_premium',
      status: 'active',
      subscription_end: sub.periodEnd.toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    });

    // The same delivery again is recorded as a duplicate, even if the provider's state moved meanwhile.
    stripe.setSubscription({ ...sub, status: 'canceled' });
    expect(await (await deliver(completed)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await (await as(api, token)('/billing/subscription')).json()).subscribed).toBe(true);

    // Unsigned or wrongly signed: 400, nothing applied.
    const forged = subscriptionEvent('customer.subscription.deleted', sub.id, sub.customer);
    expect((await deliver(forged, 't=1,v1=deadbeef')).status).toBe(400);
    const unsigned = await fetch(`${api.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: evt(), type: 'customer.subscription.deleted' }),
    });
    expect(unsigned.status).toBe(400);
    expect((await unsigned.json()).error).toMatch(/signature/i);
    expect((await (await as(api, token)('/billing/subscription')).json()).subscribed).toBe(true);
  });

  it("ends in the provider's current state whatever the order of the six events", async () => {
    const { token, userId } = await signedUp(api);
    const sub = activeSubscription(userId);
    // The cancellation happened last at Stripe, but its events arrive first and the "created" event last.
    stripe.setSubscription({ ...sub, status: 'canceled', periodEnd: new Date() });
    for (const type of ['customer.subscription.deleted', 'invoice.payment_failed', 'customer.subscription.updated']) {
      expect((await deliver(subscriptionEvent(type, sub.id, sub.customer))).status).toBe(200);
    }
    const invoicePaid = {
      id: evt(),
      type: 'invoice.paid',
      object: {
        id: 'in_1',
        object: 'invoice',
        customer: sub.customer,
        parent: { subscription_details: { subscription: sub.id } },
      },
    };
    expect((await deliver(invoicePaid)).status).toBe(200);
    expect((await deliver(subscriptionEvent('customer.subscription.created', sub.id, sub.customer))).status).toBe(200);
    expect(await (await as(api, token)('/billing/subscription')).json()).toMatchObject({
      subscribed: false,
      status: 'canceled',
    });
  });

  it('keeps a past-due subscription for the 3-day grace and says when it ends', async () => {
    const { token, userId } = await signedUp(api);
    const sub = activeSubscription(userId, { status: 'past_due', periodStart: new Date(Date.now() - DAY) });
    await deliver({
      id: evt(),
      type: 'invoice.payment_failed',
      object: { id: 'in_2', object: 'invoice', customer: sub.customer, subscription: sub.id },
    });
    const status = await (await as(api, token)('/billing/subscription')).json();
    expect(status).toMatchObject({ subscribed: true, status: 'past_due' });
    expect(new Date(status.grace_ends_at).getTime()).toBe(
      Math.floor(sub.periodStart.getTime() / 1000) * 1000 + 3 * DAY,
    );
  });

  it("opens the portal for the user's own customer only; 404 before any subscription", async () => {
    const { token, userId } = await signedUp(api);
    expect((await as(api, token)('/billing/portal', { method: 'POST' })).status).toBe(404);
    const sub = activeSubscription(userId);
    await deliver(subscriptionEvent('customer.subscription.created', sub.id, sub.customer));
    const res = await as(api, token)('/billing/portal', { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await res.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)?.params.customer).toBe(
      sub.customer,
    );
  });

  it('cancels the Stripe subscription when the account is deleted', async () => {
    const { token, userId, email } = await signedUp(api);
    const sub = activeSubscription(userId);
    await deliver(subscriptionEvent('customer.subscription.created', sub.id, sub.customer));
    const res = await as(api, token)('/me', { method: 'DELETE', body: { password: PASSWORD, confirm: email } });
    expect(res.status).toBe(204);
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${sub.id}`)).toBe(true);
    expect(stripe.subscription(sub.id)?.status).toBe('canceled');
    // A late event about that subscription finds no owner any more and changes nothing.
    expect(
      await (await deliver(subscriptionEvent('customer.subscription.deleted', sub.id, sub.customer))).json(),
    ).toMatchObject({ received: true });
  });

  it('deletes the Stripe customer when the account is deleted, which ends a second subscription too', async () => {
    const { token, userId, email } = await signedUp(api);
    const sub = activeSubscription(userId);
    await deliver(subscriptionEvent('customer.subscription.created', sub.id, sub.customer));
    // A second subscription of the same customer, which our entitlement row does not name.
    const second = activeSubscription(userId, { customer: sub.customer });
    const res = await as(api, token)('/me', { method: 'DELETE', body: { password: PASSWORD, confirm: email } });
    expect(res.status).toBe(204);
    expect(
      stripe.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/customers/${sub.customer}`),
    ).toHaveLength(1);
    expect(stripe.deletedCustomers).toContain(sub.customer);
    expect(stripe.subscription(second.id)?.status).toBe('canceled');
  });

  it('acknowledges a webhook replayed for a deleted account and re-creates no entitlement row', async () => {
    const { token, userId, email } = await signedUp(api);
    const sub = activeSubscription(userId);
    await deliver(subscriptionEvent('customer.subscription.created', sub.id, sub.customer));
    expect(
      (await as(api, token)('/me', { method: 'DELETE', body: { password: PASSWORD, confirm: email } })).status,
    ).toBe(204);
    // Stripe still names the user in the subscription's metadata (say the customer deletion lagged).
    stripe.setSubscription({ ...sub, status: 'active' });
    const completed = {
      id: evt(),
      type: 'checkout.session.completed',
      object: {
        id: 'cs_gone',
        object: 'checkout.session',
        client_reference_id: userId,
        customer: sub.customer,
        subscription: sub.id,
      },
    };
    for (const event of [subscriptionEvent('customer.subscription.updated', sub.id, sub.customer), completed]) {
      const res = await deliver(event);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, outcome: 'unmatched' });
    }
    expect(
      Number((await api.sql.query('select count(*) as n from entitlements where user_id = $1', [userId])).rows[0].n),
    ).toBe(0);
  });

  it('answers 404 for the local test checkout when Stripe is configured', async () => {
    const { token } = await signedUp(api);
    expect(
      (await as(api, token)('/billing/test-checkout/complete', { body: { session_id: 'local_cs_1' } })).status,
    ).toBe(404);
  });
});

describe('billing when Stripe fails (the fake answers 500 or never answers)', () => {
  const UNAVAILABLE = { error: 'Payment provider unavailable, please try again.' };
  const checkoutCalls = () => stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
  const entitlementRows = async (userId: string) =>
    Number((await api.sql.query('select count(*) as n from entitlements where user_id = $1', [userId])).rows[0].n);

  it('a Stripe 500 answers 503 with a try-again message, retried once, and leaves the account free', async () => {
    const { token, userId } = await signedUp(api);
    stripe.checkoutBehaviour = 'server_error';
    try {
      const before = checkoutCalls();
      const res = await as(api, token)('/billing/checkout', { method: 'POST' });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(UNAVAILABLE);
      expect(checkoutCalls() - before).toBe(2);
    } finally {
      stripe.checkoutBehaviour = 'ok';
    }
    expect(await (await as(api, token)('/billing/subscription')).json()).toMatchObject({
      subscribed: false,
      status: 'none',
    });
    expect(await entitlementRows(userId)).toBe(0);
    // Stripe back: the same button works.
    expect((await as(api, token)('/billing/checkout', { method: 'POST' })).status).toBe(200);
  });

  it('a Stripe that never answers times out into 503, and holds no lock meanwhile: the account deletion goes through', async () => {
    const { token, userId, email } = await signedUp(api);
    stripe.checkoutBehaviour = 'hang';
    try {
      const started = Date.now();
      const attempts = () =>
        stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === userId)
          .length;
      let checkoutAnswered = false;
      const checkout = as(api, token)('/billing/checkout', { method: 'POST' }).finally(() => (checkoutAnswered = true));
      await expect.poll(attempts).toBe(1);
      // Every transaction open now began before the Stripe call went out, or holds a lock across it.
      const { rows } = await api.sql.query(`select clock_timestamp() as t`);
      const stripeCalled = rows[0].t as Date;
      // The deletion locks the user's row FOR UPDATE; a checkout inside the account-lock transaction would hold it for the whole Stripe wait.
      const deleted = await as(api, token)('/me', { method: 'DELETE', body: { password: PASSWORD, confirm: email } });
      expect(deleted.status).toBe(204);
      // Nor is any other transaction from before the call still open while Stripe keeps it waiting.
      const heldAcross = async () =>
        Number(
          (
            await api.sql.query(
              `select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and xact_start < $1`,
              [stripeCalled],
            )
          ).rows[0].n,
        );
      await expect.poll(heldAcross, { timeout: 4000 }).toBe(0);
      expect(checkoutAnswered).toBe(false);

      const res = await checkout;
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(UNAVAILABLE);
      // The SDK's 5 s timeout and one retry, not its default of 80 s and two retries (a lower bound: a slow machine only adds to it).
      expect(attempts()).toBe(2);
      expect(Date.now() - started).toBeGreaterThan(5000);
    } finally {
      stripe.checkoutBehaviour = 'ok';
    }
    expect(await entitlementRows(userId)).toBe(0);
  });
});
