import { describe, expect, it } from 'vitest';
import { createAccountsTestKit, tokenFrom } from '../testing/accounts-test-kit';

describe('SignUp', () => {
  it('stores the user and an incomplete profile, mails the confirmation and tells the owner', async () => {
    const kit = createAccountsTestKit();
    const result = await kit.signUp.execute({ email: 'Ada@Example.com', password: 'correct horse' });
    expect(result).toEqual({ ok: true, value: { status: 'confirmation_required', browserKey: expect.any(String) } });

    const user = await kit.users.findByEmail('ada@example.com');
    expect(user?.isEmailConfirmed).toBe(false);
    expect(user?.passwordHash).toBe('hashed(correct horse)');
    expect((await kit.profiles.findByUserId(user!.id))?.onboardingCompleted).toBe(false);
    expect(kit.notifier.lastLink('confirmation')).toMatch(/^https:\/\/sidequest\.test\/api\/auth\/confirm\?token=.+/);
    expect(kit.notifier.sent).toContainEqual({ kind: 'owner_signup', to: 'ada@example.com', at: kit.clock.now() });
    expect(kit.refreshSessions.all()).toHaveLength(0);
  });

  it('answers a registered address exactly like a new one, after the same hashing, and mails its owner instead', async () => {
    const kit = createAccountsTestKit();
    await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    const mailsBefore = kit.notifier.sent.length;
    const hashesBefore = kit.passwords.hashes;
    const again = await kit.signUp.execute({ email: 'ADA@example.com', password: 'another one' });
    const fresh = await kit.signUp.execute({ email: 'bob@example.com', password: 'another one' });
    // Each answer carries a fresh browser key of the same shape, so the two look alike.
    const alike = {
      ok: true,
      value: { status: 'confirmation_required', browserKey: expect.stringMatching(/^secret-token-\d+$/) },
    };
    expect(again).toEqual(alike);
    expect(fresh).toEqual(alike);
    expect(kit.passwords.hashes - hashesBefore).toBe(2);

    const [attempt] = kit.notifier.sent.slice(mailsBefore).filter((mail) => mail.to === 'ada@example.com');
    expect(attempt).toMatchObject({
      kind: 'signup_attempt',
      to: 'ada@example.com',
      signInLink: 'https://sidequest.test/auth?mode=login',
    });
    expect(kit.notifier.sent.slice(mailsBefore).filter((mail) => mail.to === 'ada@example.com')).toHaveLength(1);
    // The account is untouched: the old password still holds, and the mailed reset link works.
    expect((await kit.users.findByEmail('ada@example.com'))?.passwordHash).toBe('hashed(correct horse)');
    const reset = await kit.resetPassword.execute({ token: tokenFrom(attempt!.link!), password: 'a new password' });
    expect(reset.ok).toBe(true);
  });

  it('still answers 409 for a registered address when confirmation is off (a new one is signed straight in)', async () => {
    const kit = createAccountsTestKit({ requireEmailConfirmation: false });
    await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    const again = await kit.signUp.execute({ email: 'ADA@example.com', password: 'another one' });
    expect(!again.ok && again.error).toMatchObject({ kind: 'conflict', message: 'This email is already registered' });
  });

  it('refuses a short password and a malformed address', async () => {
    const kit = createAccountsTestKit();
    const short = await kit.signUp.execute({ email: 'ada@example.com', password: 'short' });
    expect(!short.ok && short.error).toMatchObject({
      kind: 'invalid',
      message: 'Password must be at least 8 characters',
    });
    const bad = await kit.signUp.execute({ email: 'not-an-address', password: 'correct horse' });
    expect(!bad.ok && bad.error.kind).toBe('invalid');
    expect(await kit.users.findByEmail('ada@example.com')).toBeNull();
  });

  it('still signs up when the owner notification fails', async () => {
    const kit = createAccountsTestKit();
    kit.notifier.failOwnerNotifications = true;
    const result = await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    expect(result.ok).toBe(true);
    expect(kit.notifier.sent.map((m) => m.kind)).toEqual(['confirmation']);
  });

  it('signs the user straight in when confirmation is not required', async () => {
    const kit = createAccountsTestKit({ requireEmailConfirmation: false });
    const result = await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    expect(result.ok && result.value.status).toBe('signed_in');
    if (result.ok && result.value.status === 'signed_in') {
      expect(result.value.session.user.email).toBe('ada@example.com');
      expect(result.value.session.expiresInSeconds).toBe(900);
    }
  });

  it('is limited per IP', async () => {
    const kit = createAccountsTestKit({
      rateLimits: { signup: { perIp: { limit: 1, windowSeconds: 3600 } } },
    });
    await kit.signUp.execute({ email: 'a@example.com', password: 'correct horse', ip: '9.9.9.9' });
    const second = await kit.signUp.execute({ email: 'b@example.com', password: 'correct horse', ip: '9.9.9.9' });
    expect(!second.ok && second.error.kind).toBe('rate_limited');
    expect(await kit.users.findByEmail('b@example.com')).toBeNull();
  });
});
