import { describe, expect, it } from 'vitest';
import { createAccountsTestKit, tokenFrom } from '../testing/accounts-test-kit';

async function signedUp() {
  const kit = createAccountsTestKit();
  const outcome = await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
  const browserKey =
    outcome.ok && outcome.value.status === 'confirmation_required' ? outcome.value.browserKey : undefined;
  return { kit, browserKey };
}

const confirmations = (kit: ReturnType<typeof createAccountsTestKit>) =>
  kit.notifier.sent.filter((mail) => mail.kind === 'confirmation');

describe('ResendConfirmation', () => {
  it('mails an unconfirmed account a fresh link, bound to the browser that signed up', async () => {
    const { kit, browserKey } = await signedUp();
    const first = tokenFrom(kit.notifier.lastLink('confirmation'));
    expect(await kit.resendConfirmation.execute({ email: ' ADA@example.com ', ip: '10.0.0.1', browserKey })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(confirmations(kit)).toHaveLength(2);
    const second = tokenFrom(kit.notifier.lastLink('confirmation'));
    expect(second).not.toBe(first);
    const confirmed = await kit.confirmEmail.execute({ token: second, browserKey });
    expect(confirmed.ok && confirmed.value.signedIn).toBe(true);
  });

  it('answers an unknown or confirmed address the same, mailing nothing', async () => {
    const { kit, browserKey } = await signedUp();
    await kit.confirmEmail.execute({ token: tokenFrom(kit.notifier.lastLink('confirmation')), browserKey });
    const before = kit.notifier.sent.length;
    expect(await kit.resendConfirmation.execute({ email: 'ada@example.com', ip: '10.0.0.1' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await kit.resendConfirmation.execute({ email: 'nobody@example.com', ip: '10.0.0.1' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(kit.notifier.sent).toHaveLength(before);
  });

  it('refuses the fourth resend in an hour for one address from one client; another client still may', async () => {
    const { kit } = await signedUp();
    for (let i = 0; i < 3; i++)
      expect((await kit.resendConfirmation.execute({ email: 'ada@example.com', ip: '10.0.0.1' })).ok).toBe(true);
    expect(await kit.resendConfirmation.execute({ email: 'ada@example.com', ip: '10.0.0.1' })).toMatchObject({
      ok: false,
      error: { kind: 'rate_limited' },
    });
    expect((await kit.resendConfirmation.execute({ email: 'ada@example.com', ip: '10.0.0.2' })).ok).toBe(true);
    expect(confirmations(kit)).toHaveLength(5);
  });
});
