import { describe, expect, it } from 'vitest';
import { authFlows, fromIp, PASSWORD, uniqueEmail as unique } from './testing/auth-flows';
import { call, CookieJar, decodeJwt } from './testing/auth-http';
import { useTestApi } from './testing/test-api';

// No grace for replayed refresh tokens here, so a replay is judged at once (the grace has its own test).
const api = useTestApi({ accounts: { refreshReuseGraceMs: 0 } });

const { url, signUp, confirmationLink, confirmedUser } = authFlows(() => api);

describe('sign-up and e-mail confirmation', () => {
  it('answers 201 confirmation_required, mails the link and tells the owner', async () => {
    const email = unique('ada');
    const res = await signUp(email);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'confirmation_required' });
    expect(await confirmationLink(email)).toMatch(/\/api\/auth\/confirm\?token=[\w-]{43}$/);
    const owner = await api.mail.waitFor((m) => m.to.includes(api.config.mail.ownerEmail) && m.text.includes(email));
    expect(owner.text).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });

  it('refuses sign-in until the address is confirmed, with a clear message', async () => {
    const email = unique('early');
    await signUp(email);
    const res = await call(url('/auth/login'), { body: { email, password: PASSWORD }, headers: fromIp() });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toMatch(/confirm your email/i);
  });

  it('confirms, sets the refresh cookie and redirects to /onboarding in the browser that signed up; the link works once', async () => {
    const email = unique('confirm');
    const jar = new CookieJar();
    const signup = await signUp(email, fromIp(), jar);
    const marker = signup.headers.getSetCookie().find((c) => c.startsWith('sq_signup='));
    expect(marker).toMatch(/HttpOnly/i);
    expect(marker).toMatch(/SameSite=Lax/i);
    expect(marker).toMatch(/Path=\/api\/auth\/confirm/);
    expect(marker).toMatch(/Max-Age=3600/i);
    const link = await confirmationLink(email);
    const res = await call(link, { jar });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/onboarding');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sq_refresh='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(jar.get('sq_refresh')).toMatch(/^[\w-]{43}$/);
    expect(jar.get('sq_signup')).toBeUndefined(); // spent with the link

    // A second click (or a mail scanner's first) signs nobody in, and says the address is confirmed.
    const again = await call(link, { jar });
    expect(again.headers.get('location')).toBe('/auth?mode=login&confirm=done');
    expect(
      again.headers.getSetCookie().find((c) => c.startsWith('sq_refresh=') && !c.startsWith('sq_refresh=;')),
    ).toBeUndefined();
    expect((await call(url('/auth/confirm?token=nonsense'))).headers.get('location')).toBe('/auth?confirm=invalid');
  });

  it('answers a registered address like a new one (its owner gets a mail), and 400 for a short password', async () => {
    const email = unique('twice');
    await signUp(email);
    const dup = await signUp(email.toUpperCase());
    expect(dup.status).toBe(201);
    expect(await dup.json()).toEqual({ status: 'confirmation_required' });
    await api.mail.waitFor((m) => m.to.includes(email) && /tried to create/i.test(m.subject));
    const short = await call(url('/auth/signup'), {
      body: { email: unique('short'), password: 'short' },
      headers: fromIp(),
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error).toBe('Password must be at least 8 characters');
  });
});

describe('sessions', () => {
  it('signs in with a 15-minute HS256 access token, and /api/me answers only for its bearer', async () => {
    const { email } = await confirmedUser();
    const sent = Math.floor(Date.now() / 1000);
    const res = await call(url('/auth/login'), { body: { email, password: PASSWORD }, headers: fromIp() });
    expect(res.status).toBe(200);
    const session = await res.json();
    const answered = Math.ceil(Date.now() / 1000);
    expect(session).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 900,
      expires_at: expect.any(Number),
      user: { id: expect.any(String), email },
    });
    // Issued while the request was in flight, however long that took.
    expect(session.expires_at).toBeGreaterThanOrEqual(sent + 900);
    expect(session.expires_at).toBeLessThanOrEqual(answered + 900);
    expect(decodeJwt(session.access_token).header.alg).toBe('HS256');
    expect(JSON.stringify(session)).not.toContain('refresh');

    const me = await call(url('/me'), { bearer: session.access_token });
    expect(await me.json()).toEqual({ user: { id: session.user.id, email }, profile: { onboarding_completed: false } });
    expect((await call(url('/me'))).status).toBe(401);
    expect((await call(url('/me'), { bearer: `${session.access_token}x` })).status).toBe(401);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const { email } = await confirmedUser();
    const wrong = await call(url('/auth/login'), { body: { email, password: 'not the password' }, headers: fromIp() });
    const unknown = await call(url('/auth/login'), {
      body: { email: unique('nobody'), password: 'not the password' },
      headers: fromIp(),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('rotates the refresh cookie, and a replayed one revokes the whole family', async () => {
    const { jar } = await confirmedUser();
    const first = jar.get('sq_refresh')!;
    const refreshed = await call(url('/auth/refresh'), { method: 'POST', jar });
    expect(refreshed.status).toBe(200);
    expect((await refreshed.json()).token_type).toBe('bearer');
    const second = jar.get('sq_refresh')!;
    expect(second).not.toBe(first);

    const thief = new CookieJar();
    thief.set('sq_refresh', first);
    expect((await call(url('/auth/refresh'), { method: 'POST', jar: thief })).status).toBe(401);
    expect((await call(url('/auth/refresh'), { method: 'POST', jar })).status).toBe(401);
  });

  it('logs out with 204, clears the cookie and revokes the session on the server', async () => {
    const { jar } = await confirmedUser();
    const token = jar.get('sq_refresh')!;
    const res = await call(url('/auth/logout'), { method: 'POST', jar });
    expect(res.status).toBe(204);
    expect(jar.get('sq_refresh')).toBeUndefined();
    const replay = new CookieJar();
    replay.set('sq_refresh', token);
    expect((await call(url('/auth/refresh'), { method: 'POST', jar: replay })).status).toBe(401);
  });
});
