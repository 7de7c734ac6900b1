import type { Clock, IdGenerator } from '@sidequest/kernel';
import { RefreshSession } from '../model/refresh-session.entity';
import type { User } from '../model/user.entity';
import type { AccessTokenIssuer } from '../ports/access-token-issuer.port';
import type { RefreshSessionRepository } from '../ports/refresh-session-repository.port';
import type { TokenGenerator, TokenHasher } from '../ports/secret-token.port';

/** What a successful sign-in hands the edge: an access token for the body, a refresh token for the cookie. */
export interface IssuedSession {
  accessToken: string;
  expiresInSeconds: number;
  expiresAt: Date;
  user: { id: string; email: string };
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Who asks for a session: the rate-limit bucket of the client's address, and its browser's User-Agent. */
export interface SessionClient {
  ip?: string;
  userAgent?: string;
}

/** Starts a new refresh family for a user, or rotates into an existing one, and issues the access token. */
export class SessionStarter {
  constructor(
    private readonly sessions: RefreshSessionRepository,
    private readonly tokens: TokenGenerator,
    private readonly hasher: TokenHasher,
    private readonly issuer: AccessTokenIssuer,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** `userAgent`: the signing-in browser's User-Agent, kept (cut short) for the user's session history. */
  async start(user: User, client: { userAgent?: string | null } = {}): Promise<IssuedSession> {
    const refreshToken = this.tokens.generate();
    const session = RefreshSession.start({
      id: this.ids.next(),
      userId: user.id,
      tokenHash: this.hasher.hash(refreshToken),
      successorSalt: this.newSalt(),
      now: this.clock.now(),
      userAgent: client.userAgent,
    });
    await this.sessions.add(session);
    return this.issue(user, refreshToken, session.expiresAt, session.familyId);
  }

  /**
   * The one successor token of a presented refresh token, and its hash. It is derived, not drawn, so
   * every presentation of the same token within the grace gets the same successor. Deriving needs both
   * the presented token (only the client has it) and the session's salt (only the server has it).
   */
  successorOf(presentedToken: string, spent: RefreshSession): { token: string; hash: string } {
    const token = this.hasher.hash(`successor:${spent.successorSalt}:${presentedToken}`);
    return { token, hash: this.hasher.hash(token) };
  }

  newSalt(): string {
    return this.tokens.generate();
  }

  /** `sessionId`: the refresh family, named in the access token so that revoking the sign-in ends it. */
  async issue(user: User, refreshToken: string, refreshExpiresAt: Date, sessionId: string): Promise<IssuedSession> {
    const access = await this.issuer.issue({ userId: user.id, email: user.email, sessionId });
    return {
      accessToken: access.token,
      expiresInSeconds: access.expiresInSeconds,
      expiresAt: access.expiresAt,
      user: { id: user.id, email: user.email },
      refreshToken,
      refreshExpiresAt,
    };
  }
}
