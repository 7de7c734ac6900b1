import { Inject, Injectable } from '@nestjs/common';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from '@sidequest/accounts-domain';
import type { Session } from '@sidequest/contracts';
import { COOKIES } from '@sidequest/contracts/browser-storage';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';

export const REFRESH_COOKIE = COOKIES.refresh;
export const SIGNUP_COOKIE = COOKIES.signup;
/** The sign-up cookie goes only to the confirmation link, and only for an hour. */
export const SIGNUP_COOKIE_PATH = '/api/auth/confirm';
export const SIGNUP_COOKIE_MAX_AGE_SECONDS = 60 * 60;

/** The client's User-Agent header, for the session history (the domain cuts it short). */
export function userAgentOf(req: FastifyRequest): string | undefined {
  const value = req.headers['user-agent'];
  return typeof value === 'string' ? value : undefined;
}
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
  private readonly signupBase: CookieSerializeOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.base = { httpOnly: true, secure: config.auth.cookieSecure, sameSite: 'lax', path: REFRESH_COOKIE_PATH };
    // Lax: the browser sends it when the mailed link is opened (a top-level GET from another site).
    this.signupBase = { httpOnly: true, secure: config.auth.cookieSecure, sameSite: 'lax', path: SIGNUP_COOKIE_PATH };
  }

  /** Marks this browser as the one that signed up: the confirmation link signs in only this browser. */
  startSignup(res: FastifyReply, browserKey: string): void {
    void res.setCookie(SIGNUP_COOKIE, browserKey, { ...this.signupBase, maxAge: SIGNUP_COOKIE_MAX_AGE_SECONDS });
  }

  readSignup(req: FastifyRequest): string | undefined {
    const value: unknown = req.cookies?.[SIGNUP_COOKIE];
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  }

  clearSignup(res: FastifyReply): void {
    void res.clearCookie(SIGNUP_COOKIE, this.signupBase);
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
