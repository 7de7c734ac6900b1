import { DomainError, err, ok, type Clock, type IdGenerator, type Result } from '@sidequest/kernel';
import type { RefreshSession } from '../model/refresh-session.entity';
import type { RefreshSessionRepository } from '../ports/refresh-session-repository.port';
import type { TokenHasher } from '../ports/secret-token.port';
import type { UserRepository } from '../ports/user-repository.port';
import type { AuthThrottle } from '../services/auth-throttle';
import type { IssuedSession, SessionStarter } from '../services/session-starter';

export interface RefreshAccessTokenDeps {
  users: UserRepository;
  refreshSessions: RefreshSessionRepository;
  tokenHasher: TokenHasher;
  throttle: AuthThrottle;
  sessions: SessionStarter;
  ids: IdGenerator;
  clock: Clock;
  reuseGraceMs: number;
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const expired = () => new DomainError('unauthenticated', SESSION_EXPIRED);

/**
 * Trades a refresh token for a new access token and its one successor refresh token.
 * Presented again within the grace, a spent token answers with that same successor; later, or when
 * the token was revoked without being spent, it is evidence of theft and the whole family goes.
 */
export class RefreshAccessToken {
  constructor(private readonly deps: RefreshAccessTokenDeps) {}

  async execute(input: { refreshToken?: string; ip?: string }): Promise<Result<IssuedSession>> {
    const { deps } = this;
    if (!input.refreshToken) {
      const allowed = await deps.throttle.check('refresh', { ip: input.ip });
      return err(allowed.ok ? new DomainError('unauthenticated', 'You are not signed in') : allowed.error);
    }
    const presented = input.refreshToken;
    const current = await this.find(presented);
    const allowed = await deps.throttle.check('refresh', { ip: input.ip, account: current?.userId });
    if (!allowed.ok) return err(allowed.error);
    if (!current) return err(expired());
    const now = deps.clock.now();

    if (current.state(now) === 'active') {
      const successor = deps.sessions.successorOf(presented, current);
      const next = current.rotate({
        id: deps.ids.next(),
        tokenHash: successor.hash,
        successorSalt: deps.sessions.newSalt(),
        now,
      });
      if (!next.ok) return err(next.error);
      if (await deps.refreshSessions.rotate(current, next.value))
        return this.issue(current.userId, successor.token, next.value.expiresAt, current.familyId);
      // Another request spent it between our read and write: judge this one as a replay of what is stored now.
      return this.replay((await this.find(presented)) ?? current, presented, now);
    }
    return this.replay(current, presented, now);
  }

  private async replay(spent: RefreshSession, presented: string, now: Date): Promise<Result<IssuedSession>> {
    const { deps } = this;
    const state = spent.state(now);
    if (state === 'rotated' && spent.withinReuseGrace(now, deps.reuseGraceMs)) {
      const successor = deps.sessions.successorOf(presented, spent);
      const stored = await deps.refreshSessions.findByTokenHash(successor.hash);
      const usable =
        stored && stored.succeeds(spent) && stored.state(now) !== 'revoked' && stored.state(now) !== 'expired';
      return usable ? this.issue(spent.userId, successor.token, stored.expiresAt, spent.familyId) : err(expired());
    }
    if (state === 'rotated' || state === 'revoked') await deps.refreshSessions.revokeFamily(spent.familyId, now);
    return err(expired());
  }

  private find(token: string): Promise<RefreshSession | null> {
    return this.deps.refreshSessions.findByTokenHash(this.deps.tokenHasher.hash(token));
  }

  private async issue(
    userId: string,
    token: string,
    expiresAt: Date,
    sessionId: string,
  ): Promise<Result<IssuedSession>> {
    const user = await this.deps.users.findById(userId);
    if (!user) return err(expired());
    return ok(await this.deps.sessions.issue(user, token, expiresAt, sessionId));
  }
}
