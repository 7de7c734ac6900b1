import { describe, expect, it } from 'vitest';
import { firstLink } from '@sidequest/platform-mail/testing';
import { authFlows, fromIp, PASSWORD, uniqueEmail as unique, untilLimited } from './testing/auth-flows';
import { call, CookieJar } from './testing/auth-http';
import { useTestApi } from './testing/test-api';

const api = useTestApi();

const { url, confirmedUser, expectPasswordReplaced } = authFlows(() => api);

describe('password reset', () => {
  it('answers 202 alike for known and unknown addresses, and mails a one-hour link to the known one', async () => {
    const { email } = await confirmedUser();
    const known = await call(url('/auth/password/forgot'), { body: { email }, headers: fromIp() });
    const unknown = await call(url('/auth/password/forgot'), { body: { email: unique('ghost') }, headers: fromIp() });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await api.mail.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject));
    expect(firstLink(mail)).toMatch(/\/auth\?mode=reset&token=[\w-]{43}$/);
  });

  it('resets once: signs in, signs out other sessions, and the old password stops working', async () => {
    const { email, jar: otherDevice } = await confirmedUser();
    await call(url('/auth/password/forgot'), { body: { email }, headers: fromIp() });
    const mail = await api.mail.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject));
    const token = new URL(firstLink(mail)).searchParams.get('token')!;

    const jar = new CookieJar();
    const res = await call(url('/auth/password/reset'), {
      body: { token, password: 'a brand new phrase' },
      jar,
      headers: fromIp(),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe(email);
    expect(jar.get('sq_refresh')).toBeDefined();

    await expectPasswordReplaced(email, otherDevice, 'a brand new phrase');
    const reuse = await call(url('/auth/password/reset'), {
      body: { token, password: 'yet another phrase' },
      headers: fromIp(),
    });
    expect(reuse.status).toBe(400);
  });
});

describe('rate limits', () => {
  it('blocks an address from one client after 10 failed sign-ins in a row (429, Retry-After); the owner signs in from elsewhere', async () => {
    const { email } = await confirmedUser();
    const attacker = fromIp();
    const guess = () => call(url('/auth/login'), { body: { email, password: 'guessing wrong' }, headers: attacker });
    const { passed } = await untilLimited(10, guess, 401);
    expect(passed).toBe(10);
    // Blocked even with the right password, from that client.
    const res = await call(url('/auth/login'), { body: { email, password: PASSWORD }, headers: attacker });
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await res.json()).error).toBe(`Too many attempts. Try again in ${wait} seconds.`);
    // Typing someone's address locks nobody out: the owner, from their own address, signs in.
    expect((await call(url('/auth/login'), { body: { email, password: PASSWORD }, headers: fromIp() })).status).toBe(
      200,
    );
  });

  it('a successful sign-in starts the failure count again', async () => {
    const { email } = await confirmedUser();
    const client = fromIp();
    const login = (password: string) => call(url('/auth/login'), { body: { email, password }, headers: client });
    for (let i = 0; i < 9; i++) expect((await login('guessing wrong')).status).toBe(401);
    expect((await login(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login('guessing wrong')).status).toBe(401);
    expect((await login(PASSWORD)).status).toBe(200);
  });

  it('limits forgot-password per address and client, and refresh per IP', async () => {
    const email = unique('forgetful');
    const client = fromIp();
    const forgot = () => call(url('/auth/password/forgot'), { body: { email }, headers: client });
    expect((await untilLimited(5, forgot, 202)).passed).toBeGreaterThanOrEqual(5);

    const ip = fromIp();
    const refresh = () => call(url('/auth/refresh'), { method: 'POST', headers: ip });
    const limited = await untilLimited(60, refresh, 401);
    expect(limited.passed).toBeGreaterThanOrEqual(60);
    expect(Number(limited.res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});

describe('a stranger cannot hold back a reset mail', () => {
  it('spending an address’s forgot count from one client leaves the owner’s client its own count, and the mail goes out', async () => {
    const { email } = await confirmedUser(unique('victim'));
    const stranger = fromIp();
    const spend = () => call(url('/auth/password/forgot'), { body: { email }, headers: stranger });
    expect((await untilLimited(5, spend, 202)).res.status).toBe(429);
    const resets = () => api.mail.received.filter((m) => m.to.includes(email) && /reset/i.test(m.subject)).length;
    await expect.poll(resets).toBe(5);
    const owner = await call(url('/auth/password/forgot'), { body: { email }, headers: fromIp() });
    expect(owner.status).toBe(202);
    await expect.poll(resets).toBe(6);
  });
});

describe('providers', () => {
  it('says Google is off without its keys, and its endpoints answer 404 with a hint', async () => {
    expect(await (await call(url('/auth/providers'))).json()).toEqual({
      google: false,
      googleSetupHint:
        'This server has no Google keys yet. Use e-mail and password, or ask the site owner to set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.',
    });
    for (const path of ['/auth/google', '/auth/google/callback']) {
      const res = await call(url(path));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: 'Google sign-in is not configured',
        details: {
          hint: 'This server has no Google keys yet. Use e-mail and password, or ask the site owner to set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.',
        },
      });
    }
  });

  it('documents the auth endpoints in OpenAPI', async () => {
    const doc = await (await call(url('/docs-json'))).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signup', '/api/auth/login', '/api/auth/refresh', '/api/me']),
    );
    expect(doc.paths['/api/me'].get.security).toEqual([{ bearer: [] }]);
  });
});
