import { describe, expect, it } from 'vitest';
import { createAccountsTestKit } from '../testing/accounts-test-kit';

describe('LogOut', () => {
  it('revokes the session so its refresh token no longer works', async () => {
    const kit = createAccountsTestKit({ requireEmailConfirmation: false });
    await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    const session = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' });
    if (!session.ok) throw new Error('sign-in failed');
    expect((await kit.logOut.execute({ refreshToken: session.value.refreshToken })).ok).toBe(true);
    expect((await kit.refreshAccessToken.execute({ refreshToken: session.value.refreshToken })).ok).toBe(false);
  });

  it('succeeds without a token or with an unknown one', async () => {
    const kit = createAccountsTestKit();
    expect((await kit.logOut.execute({})).ok).toBe(true);
    expect((await kit.logOut.execute({ refreshToken: 'unknown' })).ok).toBe(true);
  });
});
