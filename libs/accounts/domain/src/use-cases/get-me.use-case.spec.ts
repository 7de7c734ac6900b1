import { describe, expect, it } from 'vitest';
import { createAccountsTestKit } from '../testing/accounts-test-kit';

describe('GetMe', () => {
  it("answers the user's own account and onboarding state", async () => {
    const kit = createAccountsTestKit();
    await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    const user = await kit.users.findByEmail('ada@example.com');
    expect(await kit.getMe.execute({ userId: user!.id })).toEqual({
      ok: true,
      value: { user: { id: user!.id, email: 'ada@example.com' }, profile: { onboardingCompleted: false } },
    });
  });

  it('refuses a token whose user no longer exists', async () => {
    const kit = createAccountsTestKit();
    expect(await kit.getMe.execute({ userId: 'gone' })).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
  });
});
