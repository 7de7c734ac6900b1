import { describe, expect, it } from 'vitest';
import { createAccountsTestKit, tokenFrom } from '../testing/accounts-test-kit';
import { ALREADY_CONFIRMED } from './confirm-email.use-case';

async function signedUp() {
  const kit = createAccountsTestKit();
  const outcome = await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
  const browserKey =
    outcome.ok && outcome.value.status === 'confirmation_required' ? outcome.value.browserKey : undefined;
  return { kit, token: tokenFrom(kit.notifier.lastLink('confirmation')), browserKey };
}

describe('ConfirmEmail', () => {
  it('confirms the address and starts a session in the browser that signed up', async () => {
    const { kit, token, browserKey } = await signedUp();
    expect(browserKey).toBeTruthy();
    const result = await kit.confirmEmail.execute({ token, browserKey, userAgent: 'Firefox' });
    if (!result.ok || !result.value.signedIn) throw new Error('not signed in');
    expect(result.value.session.user.email).toBe('ada@example.com');
    expect(result.value.session.refreshToken).toBeTruthy();
    expect((await kit.users.findByEmail('ada@example.com'))?.isEmailConfirmed).toBe(true);
    expect(kit.refreshSessions.all()).toHaveLength(1);
  });

  it("confirms the address but signs in no other browser (no key, or another sign-up's key)", async () => {
    const { kit, token } = await signedUp();
    expect(await kit.confirmEmail.execute({ token })).toEqual({ ok: true, value: { signedIn: false } });
    expect((await kit.users.findByEmail('ada@example.com'))?.isEmailConfirmed).toBe(true);

    const other = await signedUp();
    const elsewhere = await other.kit.signUp.execute({ email: 'bob@example.com', password: 'correct horse' });
    const wrongKey =
      elsewhere.ok && elsewhere.value.status === 'confirmation_required' ? elsewhere.value.browserKey : 'x';
    expect(await other.kit.confirmEmail.execute({ token: other.token, browserKey: wrongKey })).toEqual({
      ok: true,
      value: { signedIn: false },
    });
    expect([...kit.refreshSessions.all(), ...other.kit.refreshSessions.all()]).toHaveLength(0);
  });

  it('says "already confirmed" for a used link, starting no session', async () => {
    const { kit, token, browserKey } = await signedUp();
    await kit.confirmEmail.execute({ token, browserKey });
    expect(await kit.confirmEmail.execute({ token, browserKey })).toMatchObject({
      ok: false,
      error: { kind: 'conflict', message: ALREADY_CONFIRMED },
    });
    expect(kit.refreshSessions.all()).toHaveLength(1);
  });

  it('refuses an unknown token, and a link older than 24 hours', async () => {
    const { kit } = await signedUp();
    expect(await kit.confirmEmail.execute({ token: 'made-up' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });

    const inTime = await signedUp();
    inTime.kit.clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect((await inTime.kit.confirmEmail.execute({ token: inTime.token })).ok).toBe(true);

    const late = await signedUp();
    late.kit.clock.advance(24 * 60 * 60 * 1000);
    expect(await late.kit.confirmEmail.execute({ token: late.token })).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
    expect((await late.kit.users.findByEmail('ada@example.com'))?.isEmailConfirmed).toBe(false);
  });
});
