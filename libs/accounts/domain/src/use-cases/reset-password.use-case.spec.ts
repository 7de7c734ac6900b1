import { describe, expect, it } from 'vitest';
import { createAccountsTestKit, tokenFrom } from '../testing/accounts-test-kit';

async function withAccount() {
  const kit = createAccountsTestKit();
  await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
  return kit;
}

describe('RequestPasswordReset', () => {
  it('mails a reset link to a registered address and answers alike for an unknown one', async () => {
    const kit = await withAccount();
    const known = await kit.requestPasswordReset.execute({ email: 'Ada@example.com' });
    const unknown = await kit.requestPasswordReset.execute({ email: 'nobody@example.com' });
    expect(known).toEqual(unknown);
    expect(kit.notifier.lastLink('password_reset')).toMatch(/^https:\/\/sidequest\.test\/auth\?mode=reset&token=.+/);
    expect(kit.notifier.sent.filter((m) => m.kind === 'password_reset').map((m) => m.to)).toEqual(['ada@example.com']);
  });

  it('is limited per account', async () => {
    const kit = createAccountsTestKit({ rateLimits: { forgot: { perAccount: { limit: 1, windowSeconds: 3600 } } } });
    await kit.requestPasswordReset.execute({ email: 'ada@example.com' });
    const again = await kit.requestPasswordReset.execute({ email: 'ada@example.com' });
    expect(!again.ok && again.error.kind).toBe('rate_limited');
  });
});

describe('ResetPassword', () => {
  it('consumes every open reset link of the user and mails the owner a notice', async () => {
    const kit = await withAccount();
    await kit.requestPasswordReset.execute({ email: 'ada@example.com' });
    const older = tokenFrom(kit.notifier.lastLink('password_reset'));
    await kit.requestPasswordReset.execute({ email: 'ada@example.com' });
    const newer = tokenFrom(kit.notifier.lastLink('password_reset'));

    expect((await kit.resetPassword.execute({ token: newer, password: 'new secret phrase' })).ok).toBe(true);
    const stale = await kit.resetPassword.execute({ token: older, password: 'attacker phrase' });
    expect(!stale.ok && stale.error.kind).toBe('invalid');
    expect((await kit.logIn.execute({ email: 'ada@example.com', password: 'new secret phrase' })).ok).toBe(true);
    expect(kit.notifier.sent.filter((m) => m.kind === 'password_changed')).toEqual([
      { kind: 'password_changed', to: 'ada@example.com', at: kit.clock.now() },
    ]);
  });

  it('keeps the new password when the notice cannot be queued', async () => {
    const kit = await withAccount();
    await kit.requestPasswordReset.execute({ email: 'ada@example.com' });
    kit.notifier.sendSecurityNotice = () => Promise.reject(new Error('mail queue down'));
    const result = await kit.resetPassword.execute({
      token: tokenFrom(kit.notifier.lastLink('password_reset')),
      password: 'new secret phrase',
    });
    expect(result.ok).toBe(true);
    expect((await kit.logIn.execute({ email: 'ada@example.com', password: 'new secret phrase' })).ok).toBe(true);
  });

  it('sets the password, confirms the address, signs out other sessions and signs in', async () => {
    const kit = createAccountsTestKit({ requireEmailConfirmation: false });
    await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    const elsewhere = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' });
    await kit.requestPasswordReset.execute({ email: 'ada@example.com' });
    const token = tokenFrom(kit.notifier.lastLink('password_reset'));

    const result = await kit.resetPassword.execute({ token, password: 'new secret phrase' });
    expect(result.ok && result.value.user.email).toBe('ada@example.com');
    expect((await kit.users.findByEmail('ada@example.com'))?.isEmailConfirmed).toBe(true);
    expect(
      elsewhere.ok && (await kit.refreshAccessToken.execute({ refreshToken: elsewhere.value.refreshToken })).ok,
    ).toBe(false);
    expect(result.ok && (await kit.refreshAccessToken.execute({ refreshToken: result.value.refreshToken })).ok).toBe(
      true,
    );
    expect((await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' })).ok).toBe(false);
    expect((await kit.logIn.execute({ email: 'ada@example.com', password: 'new secret phrase' })).ok).toBe(true);
  });

  it('lets an unconfirmed user in, since the reset mail proved the address', async () => {
    const kit = await withAccount();
    await kit.requestPasswordReset.execute({ email: 'ada@example.com' });
    await kit.resetPassword.execute({
      token: tokenFrom(kit.notifier.lastLink('password_reset')),
      password: 'new secret phrase',
    });
    expect((await kit.logIn.execute({ email: 'ada@example.com', password: 'new secret phrase' })).ok).toBe(true);
  });

  it('accepts a token once and not after an hour', async () => {
    const kit = await withAccount();
    await kit.requestPasswordReset.execute({ email: 'ada@example.com' });
    const token = tokenFrom(kit.notifier.lastLink('password_reset'));
    expect((await kit.resetPassword.execute({ token, password: 'new secret phrase' })).ok).toBe(true);
    expect(await kit.resetPassword.execute({ token, password: 'another phrase' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });

    await kit.requestPasswordReset.execute({ email: 'ada@example.com' });
    kit.clock.advance(60 * 60 * 1000);
    const late = tokenFrom(kit.notifier.lastLink('password_reset'));
    expect(await kit.resetPassword.execute({ token: late, password: 'another phrase' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
  });

  it('refuses a short password without spending the token', async () => {
    const kit = await withAccount();
    await kit.requestPasswordReset.execute({ email: 'ada@example.com' });
    const token = tokenFrom(kit.notifier.lastLink('password_reset'));
    expect(await kit.resetPassword.execute({ token, password: 'short' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
    expect((await kit.resetPassword.execute({ token, password: 'long enough now' })).ok).toBe(true);
  });
});
