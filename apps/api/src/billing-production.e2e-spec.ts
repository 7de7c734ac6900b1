import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signedUp } from './testing/signed-up';
import { startTestApi, type TestApi } from './testing/test-api';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'b'.repeat(40),
  APP_URL: 'https://sidequest.example',
  AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
};
const BILLING_DISABLED = { error: 'Premium cannot be bought here: billing is switched off on this server.' };

/** The local test checkout grants premium for free: in production its routes must not exist at all. */
function expectNoTestCheckout(api: TestApi, token: string) {
  return Promise.all([
    as(api, token)('/billing/test-checkout/complete', { body: { session_id: 'local_cs_1' } }),
    as(api, token)('/billing/test-portal/cancel', { body: { when: 'now' } }),
    // Unauthenticated too: no route, so not even the sign-in check answers.
    fetch(`${api.url}/api/billing/test-checkout/complete`, { method: 'POST' }),
  ]).then((answers) => expect(answers.map((r) => r.status)).toEqual([404, 404, 404]));
}

describe('billing in production with BILLING=disabled', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { ...PRODUCTION, BILLING: 'disabled' } });
  });
  afterAll(() => api?.close());

  it('sells nothing: checkout and portal answer 503 saying billing is off, and the status says so', async () => {
    const { token, userId } = await signedUp(api);
    const checkout = await as(api, token)('/billing/checkout', { method: 'POST' });
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toEqual(BILLING_DISABLED);
    const portal = await as(api, token)('/billing/portal', { method: 'POST' });
    expect(portal.status).toBe(503);
    expect(await portal.json()).toEqual(BILLING_DISABLED);
    expect(await (await as(api, token)('/billing/subscription')).json()).toMatchObject({
      subscribed: false,
      status: 'none',
      mode: 'disabled',
    });
    const rows = await api.sql.query('select count(*)::int as n from entitlements where user_id = $1', [userId]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('has no local test checkout: a checkout then a "complete" cannot make anyone premium', async () => {
    const { token } = await signedUp(api);
    await expectNoTestCheckout(api, token);
    expect(await (await as(api, token)('/billing/subscription')).json()).toMatchObject({ subscribed: false });
  });
});

describe('billing in production with Stripe keys', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      env: {
        ...PRODUCTION,
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_PRICE_ID: 'price_premium_monthly',
        STRIPE_WEBHOOK_SECRET: 'whsec_unused',
        API_DOCS: 'true',
      },
    });
  });
  afterAll(() => api?.close());

  it('runs Stripe and registers no test checkout routes (nor lists them in the OpenAPI document)', async () => {
    const { token } = await signedUp(api);
    expect(await (await as(api, token)('/billing/subscription')).json()).toMatchObject({ mode: 'stripe' });
    await expectNoTestCheckout(api, token);
    const doc = (await (await fetch(`${api.url}/api/docs-json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/billing/checkout');
    expect(Object.keys(doc.paths).filter((p) => p.includes('test-'))).toEqual([]);
  });
});

describe('billing outside production with BILLING=disabled', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false', BILLING: 'disabled' } });
  });
  afterAll(() => api?.close());

  it('sells nothing either, and the test checkout grants nothing', async () => {
    const { token } = await signedUp(api);
    const checkout = await as(api, token)('/billing/checkout', { method: 'POST' });
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toEqual(BILLING_DISABLED);
    expect(
      (await as(api, token)('/billing/test-checkout/complete', { body: { session_id: 'local_cs_1' } })).status,
    ).toBe(404);
    expect(await (await as(api, token)('/billing/subscription')).json()).toMatchObject({
      subscribed: false,
      mode: 'disabled',
    });
  });
});
