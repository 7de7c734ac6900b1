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
 * Trades a refresh token for a new access token and a new refresh token.
 * A token that was already rotated is evidence of theft: the whole family is revoked.
 */
export class RefreshAccessToken {
  constructor(private readonly deps: RefreshAccessTokenDeps) {}

  async execute(input: { refreshToken?: string; ip?: string }): Promise<Result<IssuedSession>> {
    const { deps } = this;
    if (!input.refreshToken) {
      const allowed = await deps.throttle.check('refresh', { ip: input.ip });
      return err(allowed.ok ? new DomainError('unauthenticated', 'You are not signed in') : allowed.error);
    }
    const current = await deps.refreshSessions.findByTokenHash(deps.tokenHasher.hash(input.refreshToken));
    const allowed = await deps.throttle.check('refresh', { ip: input.ip, account: current?.userId });
    if (!allowed.ok) return err(allowed.error);
    if (!current) return err(expired());
    const now = deps.clock.now();
    const fresh = deps.sessions.newRefreshToken();

    if (current.state(now) === 'active') {
      const next = current.rotate({ id: deps.ids.next(), tokenHash: fresh.hash, now });
      if (!next.ok) return err(next.error);
      if (await deps.refreshSessions.rotate(current, next.value)) return this.issue(current.userId, fresh.token, next.value.expiresAt);
      // Another request spent it between our read and write: a race of this very client, within the grace.
      return this.replay((await deps.refreshSessions.findByTokenHash(deps.tokenHasher.hash(input.refreshToken))) ?? current, fresh, now);
    }
    return this.replay(current, fresh, now);
  }

  /** A spent token: a second successor within the grace window, otherwise theft, and the family goes. */
  private async replay(spent: RefreshSession, fresh: { token: string; hash: string }, now: Date): Promise<Result<IssuedSession>> {
    const { deps } = this;
    if (spent.state(now) === 'rotated' && spent.withinReuseGrace(now, deps.reuseGraceMs)) {
      const sibling = spent.sibling({ id: deps.ids.next(), tokenHash: fresh.hash, now });
      await deps.refreshSessions.add(sibling);
      return this.issue(spent.userId, fresh.token, sibling.expiresAt);
    }
    if (spent.state(now) === 'rotated') await deps.refreshSessions.revokeFamily(spent.familyId, now);
    return err(expired());
  }

  private async issue(userId: string, token: string, expiresAt: Date): Promise<Result<IssuedSession>> {
    const user = await this.deps.users.findById(userId);
    if (!user) return err(expired());
    return ok(await this.deps.sessions.issue(user, token, expiresAt));
  }
}
