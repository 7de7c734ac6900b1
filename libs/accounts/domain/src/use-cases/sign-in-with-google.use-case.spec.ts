import { describe, expect, it } from 'vitest';
import { createAccountsTestKit } from '../testing/accounts-test-kit';
import { GOOGLE_EMAIL_UNVERIFIED } from './sign-in-with-google.use-case';

describe('SignInWithGoogle', () => {
  it('creates a confirmed account with a profile, tells the owner and signs in', async () => {
    const kit = createAccountsTestKit();
    const result = await kit.signInWithGoogle.execute({ subject: 'g-1', email: 'Ada@Gmail.com', emailVerified: true });
    expect(result.ok && result.value.user.email).toBe('ada@gmail.com');
    const user = await kit.users.findByGoogleSubject('g-1');
    expect(user?.isEmailConfirmed).toBe(true);
    expect((await kit.profiles.findByUserId(user!.id))?.onboardingCompleted).toBe(false);
    // A new account links nothing: no security notice.
    expect(kit.notifier.sent.map((m) => m.kind)).toEqual(['owner_signup']);
  });

  it('signs a returning Google user into the same account', async () => {
    const kit = createAccountsTestKit();
    const first = await kit.signInWithGoogle.execute({ subject: 'g-1', email: 'ada@gmail.com', emailVerified: true });
    const again = await kit.signInWithGoogle.execute({ subject: 'g-1', email: 'ada@gmail.com', emailVerified: true });
    expect(first.ok && again.ok && again.value.user.id === first.value.user.id).toBe(true);
    expect(kit.notifier.sent.filter((m) => m.kind === 'owner_signup')).toHaveLength(1);
  });

  it('links a confirmed password account when Google has verified the address; both ways in keep working', async () => {
    const kit = createAccountsTestKit();
    await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    const existing = (await kit.users.findByEmail('ada@example.com'))!;
    existing.confirmEmail(kit.clock.now());
    await kit.users.update(existing);
    const result = await kit.signInWithGoogle.execute({
      subject: 'g-1',
      email: 'ada@example.com',
      emailVerified: true,
    });
    expect(result.ok && result.value.user.id).toBe(existing.id);
    expect((await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' })).ok).toBe(true);
    // The owner hears of the new way in, once: the next Google sign-in is no link.
    await kit.signInWithGoogle.execute({ subject: 'g-1', email: 'ada@example.com', emailVerified: true });
    expect(kit.notifier.sent.filter((m) => m.kind === 'google_linked')).toEqual([
      { kind: 'google_linked', to: 'ada@example.com', at: kit.clock.now() },
    ]);
  });

  it('drops the password of an unconfirmed account it links: whoever set it never proved the address', async () => {
    const kit = createAccountsTestKit();
    await kit.signUp.execute({ email: 'victim@example.com', password: 'attacker chose this' });
    const result = await kit.signInWithGoogle.execute({
      subject: 'g-victim',
      email: 'victim@example.com',
      emailVerified: true,
    });
    expect(result.ok).toBe(true);
    const user = (await kit.users.findByEmail('victim@example.com'))!;
    expect(user.isEmailConfirmed).toBe(true);
    const attacker = await kit.logIn.execute({ email: 'victim@example.com', password: 'attacker chose this' });
    expect(!attacker.ok && attacker.error.kind).toBe('unauthenticated');
  });

  it('never links or claims an address Google has not verified', async () => {
    const kit = createAccountsTestKit();
    await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    const link = await kit.signInWithGoogle.execute({ subject: 'g-1', email: 'ada@example.com', emailVerified: false });
    expect(!link.ok && link.error).toMatchObject({ kind: 'forbidden', message: GOOGLE_EMAIL_UNVERIFIED });
    expect((await kit.users.findByEmail('ada@example.com'))?.googleSubject).toBeNull();
    const create = await kit.signInWithGoogle.execute({
      subject: 'g-2',
      email: 'new@example.com',
      emailVerified: false,
    });
    expect(create.ok).toBe(false);
    expect(await kit.users.findByEmail('new@example.com')).toBeNull();
  });
});
