import { describe, expect, it } from 'vitest';
import { createAccountsTestKit } from '../testing/accounts-test-kit';
import { SESSION_EXPIRED } from './refresh-access-token.use-case';
import { DEFAULT_REUSE_GRACE_MS } from '../model/refresh-session.entity';

const DAY = 24 * 60 * 60 * 1000;

async function signedIn() {
  const kit = createAccountsTestKit({ requireEmailConfirmation: false });
  // Without confirmation, sign-up signs in too: that is another family, which these tests leave alone.
  await kit.signUp.execute({ email: 'ada@example.com', password: 'correct horse' });
  const session = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' });
  if (!session.ok) throw new Error('sign-in failed');
  return { kit, refreshToken: session.value.refreshToken };
}

type Kit = Awaited<ReturnType<typeof signedIn>>['kit'];

/** Every record of the sign-in the token belongs to. */
async function familyOf(kit: Kit, token: string) {
  const member = await kit.refreshSessions.findByTokenHash(kit.tokens.hash(token));
  return kit.refreshSessions.all().filter((session) => session.familyId === member?.familyId);
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
    expect(other.ok && (await kit.refreshAccessToken.execute({ refreshToken: other.value.refreshToken })).ok).toBe(
      true,
    );
  });

  it('answers a replay within the grace window with the same successor, never a second chain', async () => {
    const { kit, refreshToken } = await signedIn();
    const first = await kit.refreshAccessToken.execute({ refreshToken });
    kit.clock.advance(DEFAULT_REUSE_GRACE_MS - 1000);
    const replay = await kit.refreshAccessToken.execute({ refreshToken });
    const again = await kit.refreshAccessToken.execute({ refreshToken });
    if (!first.ok || !replay.ok || !again.ok) throw new Error('refresh failed');
    expect(replay.value.refreshToken).toBe(first.value.refreshToken);
    expect(again.value.refreshToken).toBe(first.value.refreshToken);
    expect(replay.value.refreshExpiresAt).toEqual(first.value.refreshExpiresAt);
    // One sign-in, one rotation: two records in the family, whatever the replays.
    expect(await familyOf(kit, refreshToken)).toHaveLength(2);
    expect((await kit.refreshAccessToken.execute({ refreshToken: first.value.refreshToken })).ok).toBe(true);
  });

  it('answers no replay within the grace once the successor is signed out', async () => {
    const { kit, refreshToken } = await signedIn();
    const first = await kit.refreshAccessToken.execute({ refreshToken });
    if (!first.ok) throw new Error('refresh failed');
    await kit.logOut.execute({ refreshToken: first.value.refreshToken });
    const replay = await kit.refreshAccessToken.execute({ refreshToken });
    expect(!replay.ok && replay.error.message).toBe(SESSION_EXPIRED);
    expect(await familyOf(kit, refreshToken)).toHaveLength(2);
  });

  it('answers two concurrent presentations of one token with one successor', async () => {
    const { kit, refreshToken } = await signedIn();
    const [a, b] = await Promise.all([
      kit.refreshAccessToken.execute({ refreshToken }),
      kit.refreshAccessToken.execute({ refreshToken }),
    ]);
    if (!a.ok || !b.ok) throw new Error('refresh failed');
    expect(a.value.refreshToken).toBe(b.value.refreshToken);
    expect(await familyOf(kit, refreshToken)).toHaveLength(2);
  });

  it('revokes the family when a spent token comes back after the grace, even after replays within it', async () => {
    const { kit, refreshToken } = await signedIn();
    const first = await kit.refreshAccessToken.execute({ refreshToken });
    await kit.refreshAccessToken.execute({ refreshToken });
    kit.clock.advance(DEFAULT_REUSE_GRACE_MS);
    expect((await kit.refreshAccessToken.execute({ refreshToken })).ok).toBe(false);
    expect(first.ok && (await kit.refreshAccessToken.execute({ refreshToken: first.value.refreshToken })).ok).toBe(
      false,
    );
    expect((await familyOf(kit, refreshToken)).map((session) => session.state(kit.clock.now()))).toEqual([
      'revoked',
      'revoked',
    ]);
  });

  it('revokes the family when a token revoked without being spent is presented', async () => {
    const { kit, refreshToken } = await signedIn();
    const first = await kit.refreshAccessToken.execute({ refreshToken });
    if (!first.ok) throw new Error('refresh failed');
    const live = (await kit.refreshSessions.findByTokenHash(kit.tokens.hash(first.value.refreshToken)))!;
    // Revoke only the live member, as a partial revocation would leave it.
    live.revoke(kit.clock.now());
    await kit.refreshSessions.add(live);
    const sibling = await kit.logIn.execute({ email: 'ada@example.com', password: 'correct horse' });
    expect((await kit.refreshAccessToken.execute({ refreshToken: first.value.refreshToken })).ok).toBe(false);
    const family = await familyOf(kit, refreshToken);
    expect(family.map((session) => session.state(kit.clock.now()))).toEqual(['revoked', 'revoked']);
    // Another sign-in of the same user is a different family and survives.
    expect(sibling.ok && (await kit.refreshAccessToken.execute({ refreshToken: sibling.value.refreshToken })).ok).toBe(
      true,
    );
  });

  it('ends a sign-in after 14 idle days, and after 30 days however often it is refreshed', async () => {
    const idle = await signedIn();
    idle.kit.clock.advance(14 * DAY);
    expect((await idle.kit.refreshAccessToken.execute({ refreshToken: idle.refreshToken })).ok).toBe(false);

    const { kit, refreshToken } = await signedIn();
    let token = refreshToken;
    for (let day = 0; day < 29; day++) {
      kit.clock.advance(DAY);
      const next = await kit.refreshAccessToken.execute({ refreshToken: token });
      if (!next.ok) throw new Error(`refresh on day ${day + 1} failed`);
      token = next.value.refreshToken;
      expect(next.value.refreshExpiresAt.getTime()).toBeLessThanOrEqual(new Date('2026-03-31T09:00:00Z').getTime());
    }
    kit.clock.advance(DAY);
    expect((await kit.refreshAccessToken.execute({ refreshToken: token })).ok).toBe(false);
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

  it('refuses a missing, unknown or 14-day-old token', async () => {
    const { kit, refreshToken } = await signedIn();
    expect((await kit.refreshAccessToken.execute({})).ok).toBe(false);
    expect((await kit.refreshAccessToken.execute({ refreshToken: 'forged' })).ok).toBe(false);
    kit.clock.advance(14 * DAY);
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
