import { DomainError, err, ok, type Clock, type IdGenerator, type Result } from '@sidequest/kernel';
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
    const allowed = await deps.throttle.check('refresh', { ip: input.ip });
    if (!allowed.ok) return err(allowed.error);
    if (!input.refreshToken) return err(new DomainError('unauthenticated', 'You are not signed in'));

    const current = await deps.refreshSessions.findByTokenHash(deps.tokenHasher.hash(input.refreshToken));
    if (!current) return err(expired());
    const now = deps.clock.now();
    if (current.state(now) === 'rotated') {
      await deps.refreshSessions.revokeFamily(current.familyId, now);
      return err(expired());
    }

    const fresh = deps.sessions.newRefreshToken();
    const next = current.rotate({ id: deps.ids.next(), tokenHash: fresh.hash, now });
    if (!next.ok) return err(next.error);
    if (!(await deps.refreshSessions.rotate(current, next.value))) {
      // Another request spent this token between our read and write: treat it as reuse.
      await deps.refreshSessions.revokeFamily(current.familyId, now);
      return err(expired());
    }
    const user = await deps.users.findById(current.userId);
    if (!user) return err(expired());
    return ok(await deps.sessions.issue(user, fresh.token, next.value.expiresAt));
  }
}
