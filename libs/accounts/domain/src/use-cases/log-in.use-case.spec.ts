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

  it('locks an account after too many attempts, even with the right password', async () => {
    const kit = await confirmedUser({ rateLimits: { login: { perAccount: { limit: 3, windowSeconds: 900 } } } });
    for (let i = 0; i < 3; i++) await kit.logIn.execute({ email: 'ada@example.com', password: 'guess', ip: `10.0.0.${i}` });
    const locked = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse', ip: '10.0.0.9' });
    expect(!locked.ok && locked.error).toMatchObject({ kind: 'rate_limited', details: { retryAfterSeconds: 900 } });
  });
});
