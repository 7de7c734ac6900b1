import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import type { IssuedSession } from '@sidequest/accounts-domain';
import type { Session } from '@sidequest/contracts';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';

export const REFRESH_COOKIE = 'sq_refresh';
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
  private readonly base: CookieOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.base = { httpOnly: true, secure: config.auth.cookieSecure, sameSite: 'lax', path: REFRESH_COOKIE_PATH };
  }

  read(req: Request): string | undefined {
    const value: unknown = req.cookies?.[REFRESH_COOKIE];
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  }

  /** Sets the cookie and answers the Session body. */
  start(res: Response, session: IssuedSession): Session {
    res.cookie(REFRESH_COOKIE, session.refreshToken, { ...this.base, expires: session.refreshExpiresAt });
    return toSessionBody(session);
  }

  clear(res: Response): void {
    res.clearCookie(REFRESH_COOKIE, this.base);
  }
}

/** The caller's address for rate limits; the app sets `trust proxy` for the load balancer. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
