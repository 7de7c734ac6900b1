import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { firstLink } from '@sidequest/platform-mail/testing';
import { call, CookieJar, onServer } from './auth-http';
import type { TestApi } from './test-api';

export const PASSWORD = 'correct horse battery';
export const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.test`;
/** Each test acts from its own address, so per-IP limits do not leak between tests. */
export const fromIp = () => ({
  'x-forwarded-for': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`,
});

/** The account journeys the auth e2e tests share, against one running api (or nginx in front of several). */
export function authFlows(api: () => Pick<TestApi, 'url' | 'mail'>) {
  const url = (path: string) => `${api().url}/api${path}`;

  /** `jar`: the signing-up browser; it keeps the sq_signup cookie, so the mailed link signs it in. */
  const signUp = (email: string, headers = fromIp(), jar?: CookieJar) =>
    call(url('/auth/signup'), { body: { email, password: PASSWORD }, headers, jar });

  async function confirmationLink(email: string): Promise<string> {
    const mail = await api().mail.waitFor((m) => m.to.includes(email) && /confirm/i.test(m.subject));
    return onServer(firstLink(mail), api().url);
  }

  /** Signs up, follows the mailed link in the same browser (so it is signed in) and returns that browser's cookie jar. */
  async function confirmedUser(email = uniqueEmail('hero')) {
    const jar = new CookieJar();
    await signUp(email, fromIp(), jar);
    const res = await call(await confirmationLink(email), { jar });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/onboarding');
    return { email, jar };
  }

  /** A new user's access token, where sign-up answers a session at once (AUTH_REQUIRE_EMAIL_CONFIRMATION=false). */
  async function newUser(name = 'player'): Promise<string> {
    const res = await signUp(uniqueEmail(name));
    expect(res.status).toBe(201);
    return (await res.json()).access_token;
  }

  /** After a password reset or change: the other device is signed out, PASSWORD fails and `newPassword` signs in. */
  async function expectPasswordReplaced(email: string, otherDevice: CookieJar, newPassword: string) {
    expect((await call(url('/auth/refresh'), { method: 'POST', jar: otherDevice })).status).toBe(401);
    const logIn = (password: string) => call(url('/auth/login'), { body: { email, password }, headers: fromIp() });
    expect((await logIn(PASSWORD)).status).toBe(401);
    expect((await logIn(newPassword)).status).toBe(200);
  }

  return { url, signUp, confirmationLink, confirmedUser, newUser, expectPasswordReplaced };
}

/**
 * Calls until the limiter answers 429 (at most twice the limit, in case a fixed window rolls over
 * mid-test) and returns that answer with how many calls went through first.
 */
export async function untilLimited(limit: number, attempt: () => Promise<Response>, allowed: number) {
  for (let passed = 0; passed <= 2 * limit; passed++) {
    const res = await attempt();
    if (res.status === 429) return { res, passed };
    expect(res.status).toBe(allowed);
  }
  throw new Error(`no 429 after ${2 * limit + 1} calls`);
}
