import { describe, expect, it } from 'vitest';
import { createAccountsTestKit } from '../testing/accounts-test-kit';
import { SESSION_EXPIRED } from './refresh-access-token.use-case';
import { DEFAULT_REUSE_GRACE_MS } from '../model/refresh-session.entity';

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

  it('revokes the whole family when a rotated token is replayed after the grace window', async () => {
    const { kit, refreshToken } = await signedIn();
    const rotated = await kit.refreshAccessToken.execute({ refreshToken });
    if (!rotated.ok) throw new Error('refresh failed');
    kit.clock.advance(DEFAULT_REUSE_GRACE_MS);
    const replay = await kit.refreshAccessToken.execute({ refreshToken });
    expect(!replay.ok && replay.error).toMatchObject({ kind: 'unauthenticated', message: SESSION_EXPIRED });
    const legit = await kit.refreshAccessToken.execute({ refreshToken: rotated.value.refreshToken });
    expect(legit.ok).toBe(false);
  });

  it('keeps other sign-ins of the user when one family is revoked', async () => {
    const { kit, refreshToken } = await signedIn();
    const other = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' });
    await kit.refreshAccessToken.execute({ refreshToken });
    kit.clock.advance(DEFAULT_REUSE_GRACE_MS);
    await kit.refreshAccessToken.execute({ refreshToken });
    expect(other.ok && (await kit.refreshAccessToken.execute({ refreshToken: other.value.refreshToken })).ok).toBe(true);
  });

  it('answers a replay within the grace window (a lost response) with a second successor, keeping the family', async () => {
    const { kit, refreshToken } = await signedIn();
    const first = await kit.refreshAccessToken.execute({ refreshToken });
    kit.clock.advance(DEFAULT_REUSE_GRACE_MS - 1000);
    const replay = await kit.refreshAccessToken.execute({ refreshToken });
    if (!first.ok || !replay.ok) throw new Error('refresh failed');
    expect(replay.value.refreshToken).not.toBe(first.value.refreshToken);
    expect((await kit.refreshAccessToken.execute({ refreshToken: first.value.refreshToken })).ok).toBe(true);
    expect((await kit.refreshAccessToken.execute({ refreshToken: replay.value.refreshToken })).ok).toBe(true);
  });

  it('is limited per account as well as per IP', async () => {
    const kit = createAccountsTestKit({ rateLimits: { refresh: { perAccount: { limit: 2, windowSeconds: 60 } } } });
    await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
    const user = (await kit.users.findByEmail('ada@example.com'))!;
    user.confirmEmail(kit.clock.now());
    await kit.users.update(user);
    const login = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' });
    if (!login.ok) throw new Error('login failed');
    let token = login.value.refreshToken;
    for (const ip of ['1.1.1.1', '2.2.2.2']) {
      const next = await kit.refreshAccessToken.execute({ refreshToken: token, ip });
      if (!next.ok) throw new Error('refresh failed');
      token = next.value.refreshToken;
    }
    const third = await kit.refreshAccessToken.execute({ refreshToken: token, ip: '3.3.3.3' });
    expect(!third.ok && third.error.kind).toBe('rate_limited');
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
    const elsewhere = await kit.refreshAccessToken.execute({ refreshToken: 'whatever', ip: '5.6.7.8' });
    expect(!elsewhere.ok && elsewhere.error.kind).toBe('unauthenticated');
  });
});
