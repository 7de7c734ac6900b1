import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from './bootstrap';
import { fromIp, PASSWORD, uniqueEmail } from './testing/auth-flows';
import { call, CookieJar } from './testing/auth-http';
import { useTestApi } from './testing/test-api';

/**
 * L7: an access token dies with its sign-in. Two apis share one database and one Redis, as replicas
 * do: a revocation on one is refused by the other too.
 */
const api = useTestApi({ redis: true, env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });
let other: NestFastifyApplication;
let otherUrl: string;
beforeAll(async () => {
  other = await createApiApp(api.config, { databaseUrl: api.db.url });
  await other.listen(0, '127.0.0.1');
  otherUrl = (await other.getUrl()).replace('[::1]', '127.0.0.1');
});
afterAll(() => other?.close());

const on = (base: string) => (path: string) => `${base}/api${path}`;

async function signedIn() {
  const email = uniqueEmail('revoked');
  const jar = new CookieJar();
  const res = await call(on(api.url)('/auth/signup'), { body: { email, password: PASSWORD }, headers: fromIp(), jar });
  expect(res.status).toBe(201);
  return { email, jar, token: ((await res.json()) as { access_token: string }).access_token };
}

/** The writes and reads the review made with the old token, on either replica. */
const writeZone = (base: string, bearer: string) =>
  call(on(base)('/progress/time-zone'), { method: 'PUT', bearer, body: { time_zone: 'UTC' }, headers: fromIp() });
const readDaily = (base: string, bearer: string) =>
  call(on(base)('/progress/daily?timeZone=UTC'), { bearer, headers: fromIp() });
const readMe = (base: string, bearer: string) => call(on(base)('/me'), { bearer, headers: fromIp() });

describe('access tokens die with their sign-in', () => {
  it('after a password change the old token no longer writes or reads, on either replica; the new one does', async () => {
    const { token, jar } = await signedIn();
    expect((await writeZone(otherUrl, token)).status).toBe(200);
    const change = await call(on(api.url)('/auth/password/change'), {
      body: { current_password: PASSWORD, new_password: 'a brand new phrase' },
      bearer: token,
      jar,
      headers: fromIp(),
    });
    expect(change.status).toBe(200);
    const fresh = ((await change.json()) as { access_token: string }).access_token;
    const refused = await writeZone(api.url, token);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toMatch(/not signed in|session has expired/);
    await expect.poll(async () => (await writeZone(otherUrl, token)).status, { timeout: 2000 }).toBe(401);
    expect((await readMe(otherUrl, token)).status).toBe(401);
    expect((await writeZone(api.url, fresh)).status).toBe(200);
    expect((await readMe(otherUrl, fresh)).status).toBe(200);
  });

  it('after sign-out the token of that sign-in is refused; another sign-in of the same user goes on', async () => {
    const { email, token, jar } = await signedIn();
    const second = await call(on(api.url)('/auth/login'), { body: { email, password: PASSWORD }, headers: fromIp() });
    const secondToken = ((await second.json()) as { access_token: string }).access_token;
    expect((await call(on(otherUrl)('/auth/logout'), { method: 'POST', jar })).status).toBe(204);
    expect((await readMe(otherUrl, token)).status).toBe(401);
    await expect.poll(async () => (await readMe(api.url, token)).status, { timeout: 2000 }).toBe(401);
    expect((await readMe(api.url, secondToken)).status).toBe(200);
  });

  it('after the account is deleted its token reads nothing, on either replica', async () => {
    const { email, token } = await signedIn();
    expect((await readDaily(otherUrl, token)).status).toBe(200);
    const deleted = await call(on(api.url)('/me'), {
      method: 'DELETE',
      bearer: token,
      body: { password: PASSWORD, confirm: email },
      headers: fromIp(),
    });
    expect(deleted.status).toBe(204);
    expect((await readDaily(api.url, token)).status).toBe(401);
    await expect.poll(async () => (await readDaily(otherUrl, token)).status, { timeout: 2000 }).toBe(401);
  });

  it('a replica that starts after the revocation refuses the token too (it reads the revocations from Redis)', async () => {
    const { token, jar } = await signedIn();
    expect((await call(on(api.url)('/auth/logout'), { method: 'POST', jar })).status).toBe(204);
    const late = await createApiApp(api.config, { databaseUrl: api.db.url });
    try {
      await late.listen(0, '127.0.0.1');
      const lateUrl = (await late.getUrl()).replace('[::1]', '127.0.0.1');
      await expect.poll(async () => (await readMe(lateUrl, token)).status, { timeout: 2000 }).toBe(401);
    } finally {
      await late.close();
    }
  });
});
