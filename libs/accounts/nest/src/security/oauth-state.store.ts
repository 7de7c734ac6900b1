import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '@sidequest/contracts/browser-storage';

export const OAUTH_STATE_COOKIE = COOKIES.oauthState;
const PATH = '/api/auth/google';
/** Where GoogleAuthGuard leaves the reply for the store (passport hands the store only the request). */
export const OAUTH_REPLY = Symbol('oauthReply');

export type OAuthRequest = FastifyRequest & { [OAUTH_REPLY]?: FastifyReply };
type StoreCallback = (err: Error | null, state?: string) => void;
type VerifyCallback = (err: Error | null, ok: boolean, info?: { message: string }) => void;

/**
 * Binds the OAuth `state` to the browser with a short-lived httpOnly cookie, so a callback
 * started by someone else (login CSRF) is refused. No server session is needed.
 */
export class CookieStateStore {
  private readonly options: CookieSerializeOptions;

  constructor(secure: boolean) {
    this.options = { httpOnly: true, secure, sameSite: 'lax', path: PATH };
  }

  store(req: OAuthRequest, _meta: unknown, callback: StoreCallback): void {
    const state = randomBytes(24).toString('base64url');
    void req[OAUTH_REPLY]?.setCookie(OAUTH_STATE_COOKIE, state, { ...this.options, maxAge: 10 * 60 });
    callback(null, state);
  }

  verify(req: OAuthRequest, state: string, _meta: unknown, callback: VerifyCallback): void {
    const expected: unknown = req.cookies?.[OAUTH_STATE_COOKIE];
    void req[OAUTH_REPLY]?.clearCookie(OAUTH_STATE_COOKIE, this.options);
    const matches =
      typeof expected === 'string' &&
      typeof state === 'string' &&
      expected.length === state.length &&
      timingSafeEqual(Buffer.from(expected), Buffer.from(state));
    if (!matches)
      return callback(null, false, { message: 'The Google sign-in request expired or was not started here.' });
    callback(null, true);
  }
}
