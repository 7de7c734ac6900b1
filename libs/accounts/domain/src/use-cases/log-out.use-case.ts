import { ok, type Clock, type Result } from '@sidequest/kernel';
import type { RefreshSessionRepository } from '../ports/refresh-session-repository.port';
import type { TokenHasher } from '../ports/secret-token.port';

export interface LogOutDeps {
  refreshSessions: RefreshSessionRepository;
  tokenHasher: TokenHasher;
  clock: Clock;
}

/** Revokes the sign-in behind the refresh token (its whole rotation family). Idempotent. */
export class LogOut {
  constructor(private readonly deps: LogOutDeps) {}

  async execute(input: { refreshToken?: string }): Promise<Result<void>> {
    const { deps } = this;
    if (!input.refreshToken) return ok(undefined);
    const session = await deps.refreshSessions.findByTokenHash(deps.tokenHasher.hash(input.refreshToken));
    if (session) await deps.refreshSessions.revokeFamily(session.familyId, deps.clock.now());
    return ok(undefined);
  }
}
