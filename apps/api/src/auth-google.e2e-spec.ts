import { randomBytes } from 'node:crypto';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, CookieJar, onServer } from './testing/auth-http';
import { startTestApi, type TestApi } from './testing/test-api';

let google: OAuth2Server;
let api: TestApi;

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  const issuer = google.issuer.url!;
  api = await startTestApi({
    env: {
      GOOGLE_CLIENT_ID: 'sidequest-test-client',
      GOOGLE_CLIENT_SECRET: 'sidequest-test-secret',
      GOOGLE_AUTH_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    },
  });
});

afterAll(async () => {
  await api?.close();
  await google?.stop();
});

const url = (path: string) => `${api.url}/api${path}`;
const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@gmail.test`;

/** Walks the browser through api → Google (the local fake) → api callback, as that user. */
async function signInWithGoogle(userinfo: Record<string, unknown>, jar = new CookieJar()) {
  const start = await call(url('/auth/google'), { jar });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin).toBe(new URL(google.issuer.url!).origin);
  expect(authorize.searchParams.get('state')).toBeTruthy();

  google.service.once(Events.BeforeUserinfo, (response) => {
    response.body = userinfo;
  });
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = onServer(consent.headers.get('location')!, api.url);
  return { res: await call(callback, { jar }), jar };
}

async function sessionOf(jar: CookieJar) {
  const res = await call(url('/auth/refresh'), { method: 'POST', jar });
  expect(res.status).toBe(200);
  return res.json();
}

describe('Google sign-in', () => {
  it('reports Google as configured', async () => {
    expect(await (await call(url('/auth/providers'))).json()).toEqual({ google: true });
  });

  it('creates a confirmed account, sets the refresh cookie and redirects to /onboarding', async () => {
    const email = unique('gwen');
    const { res, jar } = await signInWithGoogle({ sub: `g-${email}`, email, email_verified: true });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/onboarding');
    const session = await sessionOf(jar);
    expect(session.user.email).toBe(email);
    const me = await (await call(url('/me'), { bearer: session.access_token })).json();
    expect(me.profile).toEqual({ onboarding_completed: false });
    await api.mail.waitFor((m) => m.to.includes(api.config.mail.ownerEmail) && m.text.includes(email));
  });

  it('links an existing password account only when Google has verified the address', async () => {
    const email = unique('linda');
    const signup = await call(url('/auth/signup'), {
      body: { email, password: 'correct horse battery' },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(signup.status).toBe(201);

    const unverified = await signInWithGoogle({ sub: `g-${email}`, email, email_verified: false });
    expect(unverified.res.headers.get('location')).toBe('/auth?google_error=unverified_email');
    expect(unverified.jar.get('sq_refresh')).toBeUndefined();

    const verified = await signInWithGoogle({ sub: `g-${email}`, email, email_verified: true });
    expect(verified.res.headers.get('location')).toBe('/onboarding');
    const session = await sessionOf(verified.jar);
    expect(session.user.email).toBe(email);
    // The account was never confirmed, so its password may be a squatter's: linking drops it.
    const login = await call(url('/auth/login'), {
      body: { email, password: 'correct horse battery' },
      headers: { 'x-forwarded-for': '10.9.9.8' },
    });
    expect(login.status).toBe(401);
    await api.mail.waitFor((m) => m.to.includes(email) && /Google sign-in was linked/i.test(m.subject));
  });

  it('refuses a callback whose state was not started by this browser', async () => {
    const start = await call(url('/auth/google'), { jar: new CookieJar() });
    const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const victim = new CookieJar();
    const res = await call(onServer(consent.headers.get('location')!, api.url), { jar: victim });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?google_error=incomplete');
    expect(victim.get('sq_refresh')).toBeUndefined();
  });
});
