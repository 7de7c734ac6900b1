import { describe, expect, it } from 'vitest';
import { authFlows, fromIp, PASSWORD, uniqueEmail } from './testing/auth-flows';
import { call, CookieJar, onServer } from './testing/auth-http';
import { useTestApi } from './testing/test-api';

// A short grace keeps the test quick; the rule is the same at the default 10 seconds.
const GRACE_MS = 4000; // the two replays take milliseconds; a busy machine has seconds of margin

const api = useTestApi({ accounts: { refreshReuseGraceMs: GRACE_MS } });

const { url, signUp, confirmedUser } = authFlows(() => api);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refresh presenting exactly this cookie value; answers the status and the new cookie value, if any. */
async function refreshWith(token: string) {
  const jar = new CookieJar();
  jar.set('sq_refresh', token);
  const res = await call(url('/auth/refresh'), { method: 'POST', jar, headers: fromIp() });
  return { status: res.status, next: jar.get('sq_refresh') };
}

async function signedIn() {
  const { email } = await confirmedUser();
  const jar = new CookieJar();
  expect((await call(url('/auth/login'), { body: { email, password: PASSWORD }, jar, headers: fromIp() })).status).toBe(
    200,
  );
  return jar.get('sq_refresh')!;
}

describe('refresh token replay', () => {
  it('answers replays within the grace with the one successor, then treats a later replay as theft', async () => {
    const spent = await signedIn();
    const rotated = await refreshWith(spent);
    expect(rotated.status).toBe(200);
    expect(rotated.next).toBeDefined();
    expect(rotated.next).not.toBe(spent);

    // Replayed twice within a second: the same successor both times, not new chains.
    const replays = [await refreshWith(spent), await refreshWith(spent)];
    expect(replays).toEqual([
      { status: 200, next: rotated.next },
      { status: 200, next: rotated.next },
    ]);

    await sleep(GRACE_MS + 200);
    expect((await refreshWith(spent)).status).toBe(401);
    // The whole family is gone, including the successor the replays shared.
    expect((await refreshWith(rotated.next!)).status).toBe(401);
  });

  it('answers two concurrent presentations of one cookie with one successor', async () => {
    const token = await signedIn();
    const [a, b] = await Promise.all([refreshWith(token), refreshWith(token)]);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    // That successor carries on normally.
    expect((await refreshWith(a.next!)).status).toBe(200);
  });

  it('revokes the family when a signed-out cookie is presented again', async () => {
    const token = await signedIn();
    const next = await refreshWith(token);
    const jar = new CookieJar();
    jar.set('sq_refresh', next.next!);
    expect((await call(url('/auth/logout'), { method: 'POST', jar })).status).toBe(204);
    expect((await refreshWith(next.next!)).status).toBe(401);
    expect((await refreshWith(token)).status).toBe(401);
  });
});

describe('sign-up with a registered address', () => {
  // That both answers cost the same password hashing is proven where it is exact, in the use case's unit spec
  // (a counting hasher); a wall-clock comparison here would be at the mercy of the machine's load.
  it('answers like a new address and mails the owner instead', async () => {
    const { email } = await confirmedUser(uniqueEmail('owner'));
    const answers = [];
    for (const address of [email.toUpperCase(), uniqueEmail('newcomer')]) {
      const res = await signUp(address);
      answers.push({ status: res.status, body: await res.json() });
    }
    for (const answer of answers) expect(answer).toEqual({ status: 201, body: { status: 'confirmation_required' } });

    const notice = await api.mail.waitFor((m) => m.to.includes(email) && /tried to create/i.test(m.subject));
    expect(notice.text).toContain(`${api.config.appUrl}/auth?mode=login`);
    expect(notice.text).toMatch(/\/auth\?mode=reset&token=[\w-]+/);
    // The owner's mailed reset link works.
    const reset = /(http\S+mode=reset&token=[\w%-]+)/.exec(notice.text)![1];
    const token = new URL(onServer(reset, api.url)).searchParams.get('token');
    const changed = await call(url('/auth/password/reset'), {
      body: { token, password: 'a brand new passphrase' },
      headers: fromIp(),
    });
    expect(changed.status).toBe(200);
    const changedNotice = await api.mail.waitFor(
      (m) => m.to.includes(email) && /password was changed/i.test(m.subject),
    );
    expect(changedNotice.text).toContain('/auth?mode=forgot');
  });
});
