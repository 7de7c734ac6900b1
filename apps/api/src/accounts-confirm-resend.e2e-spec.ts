import { describe, expect, it } from 'vitest';
import { authFlows, fromIp, uniqueEmail as unique, untilLimited } from './testing/auth-flows';
import { firstLink } from '@sidequest/platform-mail/testing';
import { call, CookieJar, onServer } from './testing/auth-http';
import { useTestApi } from './testing/test-api';

const api = useTestApi();

const { url, signUp, confirmationLink, confirmedUser } = authFlows(() => api);

const resend = (email: unknown, headers = fromIp(), jar?: CookieJar) =>
  call(url('/auth/confirm/resend'), { body: { email }, headers, jar });
const confirmations = (email: string) =>
  api.mail.received.filter((m) => m.to.includes(email) && /confirm/i.test(m.subject));

describe('POST /api/auth/confirm/resend ("Send again")', () => {
  it('mails an unconfirmed account a fresh link that confirms and signs in the browser that signed up', async () => {
    const email = unique('slow-inbox');
    const jar = new CookieJar();
    const client = fromIp();
    expect((await signUp(email, client, jar)).status).toBe(201);
    const first = await confirmationLink(email);

    const res = await resend(email, client, jar);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'accepted' });
    await expect.poll(() => confirmations(email).length).toBe(2);
    const second = onServer(firstLink(confirmations(email)[1]), api.url);
    expect(new URL(second).searchParams.get('token')).not.toBe(new URL(first).searchParams.get('token'));

    const followed = await call(second, { jar });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/onboarding');
  });

  it('answers an unknown or already confirmed address the same, and mails neither', async () => {
    const ghost = unique('ghost');
    const { email: confirmed } = await confirmedUser();
    const unconfirmed = unique('waiting');
    await signUp(unconfirmed);
    await confirmationLink(unconfirmed);

    const answers = await Promise.all([resend(ghost), resend(confirmed), resend(unconfirmed)]);
    expect(answers.map((res) => res.status)).toEqual([202, 202, 202]);
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[1]).toEqual(bodies[2]);

    // The unconfirmed address's second mail arrives; by then the other two had their turn.
    await expect.poll(() => confirmations(unconfirmed).length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.mail.received.filter((m) => m.to.includes(ghost))).toEqual([]);
    expect(confirmations(confirmed)).toHaveLength(1);
  });

  it('refuses a bad address with 400 naming the field', async () => {
    for (const email of ['not-an-address', undefined, 42]) {
      const res = await resend(email);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/email/i);
    }
  });

  it('answers 429 with Retry-After after 3 resends an hour for one address from one client; another client still may', async () => {
    const email = unique('impatient');
    await signUp(email);
    await confirmationLink(email);
    const client = fromIp();
    const limited = await untilLimited(3, () => resend(email, client), 202);
    expect(limited.passed).toBe(3);
    const wait = Number(limited.res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await limited.res.json()).error).toBe(`Too many attempts. Try again in ${wait} seconds.`);
    await expect.poll(() => confirmations(email).length).toBe(4);
    expect((await resend(email, fromIp())).status).toBe(202);
  });
});
