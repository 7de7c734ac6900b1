import { describe, expect, it } from 'vitest';
import { createAccountsTestKit } from '../testing/accounts-test-kit';
import { SESSION_EXPIRED } from './refresh-access-token.use-case';

async function signedIn() {
  const kit = createAccountsTestKit({ requireEmailConfirmation: false });
  await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
  const session = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' });
  if (!session.ok) throw new Error('sign-in failed');
  return { kit, refreshToken: session.value.refreshToken };
}

describe('RefreshAccessToken', () => {
  it('rotates the refresh token on every use', async () => {
    const { kit, refreshToken } = await signedIn();
    const first = await kit.refreshAccessToken.execute({ refreshToken });
    if (!first.ok) throw new Error('refresh failed');
    expect(first.value.refreshToken).not.toBe(refreshToken);
    expect(first.value.user.email).toBe('ada@example.com');
    const second = await kit.refreshAccessToken.execute({ refreshToken: first.value.refreshToken });
    expect(second.ok).toBe(true);
  });

  it('revokes the whole family when a rotated token is replayed', async () => {
    const { kit, refreshToken } = await signedIn();
    const rotated = await kit.refreshAccessToken.execute({ refreshToken });
    if (!rotated.ok) throw new Error('refresh failed');
    const replay = await kit.refreshAccessToken.execute({ refreshToken });
    expect(!replay.ok && replay.error).toMatchObject({ kind: 'unauthenticated', message: SESSION_EXPIRED });
    const legit = await kit.refreshAccessToken.execute({ refreshToken: rotated.value.refreshToken });
    expect(legit.ok).toBe(false);
  });

  it('keeps other sign-ins of the user when one family is revoked', async () => {
    const { kit, refreshToken } = await signedIn();
    const other = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' });
    await kit.refreshAccessToken.execute({ refreshToken });
    await kit.refreshAccessToken.execute({ refreshToken });
    expect(other.ok && (await kit.refreshAccessToken.execute({ refreshToken: other.value.refreshToken })).ok).toBe(true);
  });

  it('refuses a missing, unknown or 30-day-old token', async () => {
    const { kit, refreshToken } = await signedIn();
    expect((await kit.refreshAccessToken.execute({})).ok).toBe(false);
    expect((await kit.refreshAccessToken.execute({ refreshToken: 'forged' })).ok).toBe(false);
    kit.clock.advance(30 * 24 * 60 * 60 * 1000);
    expect((await kit.refreshAccessToken.execute({ refreshToken })).ok).toBe(false);
  });

  it('is limited per IP', async () => {
    const kit = createAccountsTestKit({ rateLimits: { refresh: { perIp: { limit: 1, windowSeconds: 60 } } } });
    const first = await kit.refreshAccessToken.execute({ refreshToken: 'whatever', ip: '1.2.3.4' });
    expect(!first.ok && first.error.kind).toBe('unauthenticated');
    const second = await kit.refreshAccessToken.execute({ refreshToken: 'whatever', ip: '1.2.3.4' });
    expect(!second.ok && second.error).toMatchObject({ kind: 'rate_limited', details: { retryAfterSeconds: 60 } });
    expect((await kit.refreshAccessToken.execute({ refreshToken: 'whatever', ip: '5.6.7.8' })).ok).toBe(false);
  });
});
