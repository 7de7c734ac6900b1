import { Inject, Injectable } from '@nestjs/common';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from '@sidequest/accounts-domain';
import type { Session } from '@sidequest/contracts';
import { COOKIES } from '@sidequest/contracts/browser-storage';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';

export const REFRESH_COOKIE = COOKIES.refresh;
/** Only the auth endpoints ever receive the refresh token. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export function toSessionBody(session: IssuedSession): Session {
  return {
    access_token: session.accessToken,
    token_type: 'bearer',
    expires_in: session.expiresInSeconds,
    expires_at: Math.floor(session.expiresAt.getTime() / 1000),
    user: session.user,
  };
}

/** The refresh token lives only in an httpOnly cookie; the access token only in the JSON body. */
@Injectable()
export class SessionCookie {
  private readonly base: CookieSerializeOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.base = { httpOnly: true, secure: config.auth.cookieSecure, sameSite: 'lax', path: REFRESH_COOKIE_PATH };
  }

  read(req: FastifyRequest): string | undefined {
    const value: unknown = req.cookies?.[REFRESH_COOKIE];
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  }

  /** Sets the cookie and answers the Session body. */
  start(res: FastifyReply, session: IssuedSession): Session {
    void res.setCookie(REFRESH_COOKIE, session.refreshToken, { ...this.base, expires: session.refreshExpiresAt });
    return toSessionBody(session);
  }

  clear(res: FastifyReply): void {
    void res.clearCookie(REFRESH_COOKIE, this.base);
  }
}
