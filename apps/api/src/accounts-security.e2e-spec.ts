import { describe, expect, it } from 'vitest';
import { firstLink } from '@sidequest/platform-mail/testing';
import { authFlows, fromIp, PASSWORD, uniqueEmail as unique } from './testing/auth-flows';
import { call, CookieJar } from './testing/auth-http';
import { useTestApi } from './testing/test-api';

const api = useTestApi();

const { url, signUp, confirmationLink, confirmedUser, expectPasswordReplaced } = authFlows(() => api);
const TOO_COMMON = 'This password is one of the most common ones and easy to guess. Please choose another.';

describe('a confirmation link signs in only the browser that signed up', () => {
  it('signs in the signing-up browser', async () => {
    const email = unique('same');
    const browser = new CookieJar();
    await signUp(email, fromIp(), browser);
    expect(browser.get('sq_signup')).toMatch(/^[\w-]{43}$/);
    const res = await call(await confirmationLink(email), { jar: browser });
    expect(res.headers.get('location')).toBe('/onboarding');
    expect(browser.get('sq_refresh')).toBeDefined();
    expect((await call(url('/auth/refresh'), { method: 'POST', jar: browser })).status).toBe(200);
  });

  it('confirms but does not sign in another browser, which is asked to sign in', async () => {
    const email = unique('other');
    await signUp(email, fromIp(), new CookieJar());
    const other = new CookieJar();
    const res = await call(await confirmationLink(email), { jar: other });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?mode=login&confirm=done');
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('sq_refresh='))).toEqual([]);
    expect(other.get('sq_refresh')).toBeUndefined();
    // The address is confirmed: the password signs in.
    expect((await call(url('/auth/login'), { body: { email, password: PASSWORD }, headers: fromIp() })).status).toBe(
      200,
    );
  });

  it("does not accept another sign-up's cookie", async () => {
    const mine = unique('mine');
    const theirs = unique('theirs');
    const browser = new CookieJar();
    await signUp(theirs, fromIp(), browser); // the cookie of a different sign-up
    await signUp(mine, fromIp(), new CookieJar());
    const res = await call(await confirmationLink(mine), { jar: browser });
    expect(res.headers.get('location')).toBe('/auth?mode=login&confirm=done');
    expect(browser.get('sq_refresh')).toBeUndefined();
  });

  it('sets the same cookie for a registered address as for a new one', async () => {
    const email = unique('known');
    await signUp(email);
    const again = await signUp(email);
    const cookie = (res: Response) =>
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith('sq_signup='))
        ?.replace(/=[^;]+/, '=');
    expect(cookie(again)).toBe(cookie(await signUp(unique('fresh'))));
    expect(cookie(again)).toBeDefined();
  });
});

describe('the most common passwords are refused', () => {
  it('at sign-up and reset, with a clear 400', async () => {
    const signup = await call(url('/auth/signup'), {
      body: { email: unique('common'), password: 'Password1' },
      headers: fromIp(),
    });
    expect(signup.status).toBe(400);
    expect((await signup.json()).error).toBe(TOO_COMMON);

    const { email } = await confirmedUser();
    await call(url('/auth/password/forgot'), { body: { email }, headers: fromIp() });
    const mail = await api.mail.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject));
    const token = new URL(firstLink(mail)).searchParams.get('token')!;
    const reset = await call(url('/auth/password/reset'), { body: { token, password: 'iloveyou' }, headers: fromIp() });
    expect(reset.status).toBe(400);
    expect((await reset.json()).error).toBe(TOO_COMMON);
  });
});

describe('changing the password while signed in', () => {
  async function signedIn() {
    const { email, jar: otherDevice } = await confirmedUser();
    const jar = new CookieJar();
    const login = await call(url('/auth/login'), { body: { email, password: PASSWORD }, headers: fromIp(), jar });
    const { access_token } = (await login.json()) as { access_token: string };
    const change = (body: unknown, bearer = access_token) =>
      call(url('/auth/password/change'), { body, bearer, jar, headers: fromIp() });
    return { email, jar, otherDevice, change };
  }

  it('changes it, keeps this browser signed in, signs out the others and mails a notice', async () => {
    const { email, jar, otherDevice, change } = await signedIn();
    const res = await change({ current_password: PASSWORD, new_password: 'a brand new phrase' });
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe(email);

    expect((await call(url('/auth/refresh'), { method: 'POST', jar })).status).toBe(200);
    await expectPasswordReplaced(email, otherDevice, 'a brand new phrase');
    const notice = await api.mail.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Your SideQuest password was changed',
    );
    expect(notice.text).toMatch(/was changed/);
  });

  it('refuses a wrong current password (403), a common new one (400), and anyone not signed in (401)', async () => {
    const { change } = await signedIn();
    const wrong = await change({ current_password: 'not it at all', new_password: 'a brand new phrase' });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toBe('Your current password is not correct.');
    const common = await change({ current_password: PASSWORD, new_password: 'baseball' });
    expect(common.status).toBe(400);
    expect((await common.json()).error).toBe(TOO_COMMON);
    expect((await change({ current_password: PASSWORD })).status).toBe(400);
    expect(
      (
        await call(url('/auth/password/change'), {
          body: { current_password: PASSWORD, new_password: 'a brand new phrase' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('session history in the data export', () => {
  it('lists each sign-in with its start, last use and user agent (cut to 200 characters), never a token', async () => {
    const { email } = await confirmedUser();
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) ${'x'.repeat(300)}`;
    const login = await call(url('/auth/login'), {
      body: { email, password: PASSWORD },
      headers: { ...fromIp(), 'user-agent': userAgent },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const res = await call(url('/me/export'), { bearer: access_token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.sessions).toContainEqual({
      started_at: expect.any(String),
      last_used_at: expect.any(String),
      expires_at: expect.any(String),
      revoked_at: null,
      user_agent: userAgent.slice(0, 200),
    });
    const rows = (
      await api.sql.query(
        'select token_hash, successor_salt from refresh_sessions r join users u on u.id = r.user_id where u.email = $1',
        [email],
      )
    ).rows;
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) {
      expect(JSON.stringify(body)).not.toContain(r.token_hash);
      expect(JSON.stringify(body)).not.toContain(r.successor_salt);
    }
  });
});

describe('the daily cap of failed sign-ins per client', () => {
  const capped = useTestApi({ accounts: { loginFailureLimits: { perIpDaily: { limit: 3, windowSeconds: 86_400 } } } });

  it('answers 429 with Retry-After once a client has failed on any addresses that often; other clients are unaffected', async () => {
    const flows = authFlows(() => capped);
    const { email } = await flows.confirmedUser();
    const client = fromIp();
    for (let i = 0; i < 3; i++) {
      const res = await call(flows.url('/auth/login'), {
        body: { email: unique(`nobody${i}`), password: 'guessing wrong' },
        headers: client,
      });
      expect(res.status).toBe(401);
    }
    const res = await call(flows.url('/auth/login'), { body: { email, password: PASSWORD }, headers: client });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(
      (await call(flows.url('/auth/login'), { body: { email, password: PASSWORD }, headers: fromIp() })).status,
    ).toBe(200);
  });
});
