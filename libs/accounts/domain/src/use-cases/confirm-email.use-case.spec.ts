import { describe, expect, it } from 'vitest';
import { createAccountsTestKit, tokenFrom } from '../testing/accounts-test-kit';
import { ALREADY_CONFIRMED } from './confirm-email.use-case';

async function signedUp() {
  const kit = createAccountsTestKit();
  await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
  return { kit, token: tokenFrom(kit.notifier.lastLink('confirmation')) };
}

describe('ConfirmEmail', () => {
  it('confirms the address and starts a session', async () => {
    const { kit, token } = await signedUp();
    const result = await kit.confirmEmail.execute({ token });
    expect(result.ok && result.value.user.email).toBe('ada@example.com');
    expect(result.ok && result.value.refreshToken).toBeTruthy();
    expect((await kit.users.findByEmail('ada@example.com'))?.isEmailConfirmed).toBe(true);
    expect(kit.refreshSessions.all()).toHaveLength(1);
  });

  it('says "already confirmed" for a used link, starting no session', async () => {
    const { kit, token } = await signedUp();
    await kit.confirmEmail.execute({ token });
    expect(await kit.confirmEmail.execute({ token })).toMatchObject({ ok: false, error: { kind: 'conflict', message: ALREADY_CONFIRMED } });
    expect(kit.refreshSessions.all()).toHaveLength(1);
  });

  it('refuses an unknown token, and a link older than 24 hours', async () => {
    const { kit } = await signedUp();
    expect(await kit.confirmEmail.execute({ token: 'made-up' })).toMatchObject({ ok: false, error: { kind: 'invalid' } });

    const inTime = await signedUp();
    inTime.kit.clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect((await inTime.kit.confirmEmail.execute({ token: inTime.token })).ok).toBe(true);

    const late = await signedUp();
    late.kit.clock.advance(24 * 60 * 60 * 1000);
    expect(await late.kit.confirmEmail.execute({ token: late.token })).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect((await late.kit.users.findByEmail('ada@example.com'))?.isEmailConfirmed).toBe(false);
  });
});
