import { describe, expect, it } from 'vitest';
import { createAccountsTestKit, tokenFrom } from '../testing/accounts-test-kit';
import { EMAIL_NOT_CONFIRMED, INVALID_CREDENTIALS } from './log-in.use-case';

async function confirmedUser(policy: Parameters<typeof createAccountsTestKit>[0] = {}) {
  const kit = createAccountsTestKit(policy);
  await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
  await kit.confirmEmail.execute({ token: tokenFrom(kit.notifier.lastLink('confirmation')) });
  return kit;
}

describe('LogIn', () => {
  it('signs in a confirmed user with the right password, any case of address', async () => {
    const kit = await confirmedUser();
    const result = await kit.logIn.execute({ email: 'ADA@example.com', password: 'correct horse' });
    expect(result.ok && result.value).toMatchObject({ user: { email: 'ada@example.com' }, expiresInSeconds: 900 });
  });

  it('answers an unknown address and a wrong password the same way', async () => {
    const kit = await confirmedUser();
    const wrong = await kit.logIn.execute({ email: 'ada@example.com', password: 'wrong password' });
    const unknown = await kit.logIn.execute({ email: 'nobody@example.com', password: 'wrong password' });
    expect(wrong).toEqual(unknown);
    expect(!wrong.ok && wrong.error).toMatchObject({ kind: 'unauthenticated', message: INVALID_CREDENTIALS });
  });

  it('refuses an unconfirmed address with a clear message, unless confirmation is off', async () => {
    const kit = createAccountsTestKit();
    await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    const refused = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' });
    expect(!refused.ok && refused.error).toMatchObject({ kind: 'forbidden', message: EMAIL_NOT_CONFIRMED });

    const relaxed = createAccountsTestKit({ requireEmailConfirmation: false });
    await relaxed.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    expect((await relaxed.logIn.execute({ email: 'ada@example.com', password: 'correct horse' })).ok).toBe(true);
  });

  it('blocks an address from one client after 10 failures in a row, with the seconds to wait; the owner still signs in elsewhere', async () => {
    const kit = await confirmedUser();
    for (let i = 0; i < 10; i++) {
      const failed = await kit.logIn.execute({ email: 'ada@example.com', password: `guess ${i}`, ip: '203.0.113.5' });
      expect(!failed.ok && failed.error.kind).toBe('unauthenticated');
    }
    const blocked = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse', ip: '203.0.113.5' });
    expect(!blocked.ok && blocked.error).toMatchObject({
      kind: 'rate_limited',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    // Nobody locks a stranger out: the owner, from their own address, is not affected.
    expect(
      (await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse', ip: '198.51.100.7' })).ok,
    ).toBe(true);
    // Nor is another address typed from the blocked client.
    const other = await kit.logIn.execute({ email: 'bob@example.com', password: 'guess', ip: '203.0.113.5' });
    expect(!other.ok && other.error.kind).toBe('unauthenticated');
  });

  it('starts the count again after a successful sign-in', async () => {
    const kit = await confirmedUser();
    const fail = () => kit.logIn.execute({ email: 'ada@example.com', password: 'guess', ip: '203.0.113.5' });
    for (let i = 0; i < 9; i++) await fail();
    expect(
      (await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse', ip: '203.0.113.5' })).ok,
    ).toBe(true);
    for (let i = 0; i < 9; i++) expect(!(await fail()).ok && 'unauthenticated').toBe('unauthenticated');
    expect(
      (await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse', ip: '203.0.113.5' })).ok,
    ).toBe(true);
  });

  it('caps the failures of one client a day, across addresses', async () => {
    const kit = await confirmedUser({
      loginFailureLimits: {
        perAddressAndIp: { limit: 10, windowSeconds: 3600 },
        perIpDaily: { limit: 5, windowSeconds: 86_400 },
      },
    });
    for (let i = 0; i < 5; i++)
      await kit.logIn.execute({ email: `someone-${i}@example.com`, password: 'guess', ip: '203.0.113.5' });
    const capped = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse', ip: '203.0.113.5' });
    expect(!capped.ok && capped.error.kind).toBe('rate_limited');
    expect(
      (await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse', ip: '198.51.100.7' })).ok,
    ).toBe(true);
  });
});
