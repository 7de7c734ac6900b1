import { describe, expect, it } from 'vitest';
import { createAccountsTestKit } from '../testing/accounts-test-kit';
import { NO_PASSWORD_TO_CHANGE, SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from './change-password.use-case';
import { TOO_COMMON_PASSWORD } from '../model/email-address';

async function signedIn() {
  const kit = createAccountsTestKit({
    requireEmailConfirmation: false,
    commonPasswords: { isCommon: (p) => p === 'password123' },
  });
  const signUp = await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
  if (!signUp.ok || signUp.value.status !== 'signed_in') throw new Error('not signed in');
  await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' }); // a second device
  return { kit, userId: signUp.value.session.user.id };
}

describe('ChangePassword', () => {
  it('changes the password, signs out every other session, starts a new one here and mails a notice', async () => {
    const { kit, userId } = await signedIn();
    const result = await kit.changePassword.execute({
      userId,
      currentPassword: 'correct horse',
      newPassword: 'a brand new secret',
      userAgent: 'Firefox',
    });
    expect(result.ok).toBe(true);
    const now = kit.clock.now();
    const sessions = kit.refreshSessions.all();
    expect(sessions.filter((s) => s.state(now) === 'active')).toHaveLength(1);
    expect(sessions.filter((s) => s.state(now) === 'revoked')).toHaveLength(2);
    expect((await kit.users.findById(userId))?.passwordHash).toBe('hashed(a brand new secret)');
    expect(kit.notifier.sent.at(-1)).toMatchObject({ kind: 'password_changed', to: 'ada@example.com' });
  });

  it('refuses a wrong current password, a common or unchanged new one, and a Google-only account', async () => {
    const { kit, userId } = await signedIn();
    const change = (currentPassword: string, newPassword: string) =>
      kit.changePassword.execute({ userId, currentPassword, newPassword });
    expect(await change('wrong', 'a brand new secret')).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', message: WRONG_CURRENT_PASSWORD },
    });
    expect(await change('correct horse', 'password123')).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: TOO_COMMON_PASSWORD },
    });
    expect(await change('correct horse', 'correct horse')).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: SAME_PASSWORD },
    });
    expect((await kit.users.findById(userId))?.passwordHash).toBe('hashed(correct horse)');

    const google = await kit.signInWithGoogle.execute({
      subject: 'g-1',
      email: 'gina@example.com',
      emailVerified: true,
    });
    if (!google.ok) throw new Error('no google user');
    const noPassword = await kit.changePassword.execute({
      userId: google.value.user.id,
      currentPassword: 'x',
      newPassword: 'a brand new secret',
    });
    expect(noPassword).toMatchObject({ ok: false, error: { kind: 'invalid', message: NO_PASSWORD_TO_CHANGE } });
  });
});
