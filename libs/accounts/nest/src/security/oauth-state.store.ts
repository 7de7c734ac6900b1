import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

export const OAUTH_STATE_COOKIE = 'sq_oauth_state';
const PATH = '/api/auth/google';

type StoreCallback = (err: Error | null, state?: string) => void;
type VerifyCallback = (err: Error | null, ok: boolean, info?: { message: string }) => void;

/**
 * Binds the OAuth `state` to the browser with a short-lived httpOnly cookie, so a callback
 * started by someone else (login CSRF) is refused. No server session is needed.
 */
export class CookieStateStore {
  constructor(private readonly secure: boolean) {}

  store(req: Request, _meta: unknown, callback: StoreCallback): void {
    const state = randomBytes(24).toString('base64url');
    req.res?.cookie(OAUTH_STATE_COOKIE, state, { httpOnly: true, secure: this.secure, sameSite: 'lax', path: PATH, maxAge: 10 * 60 * 1000 });
    callback(null, state);
  }

  verify(req: Request, state: string, _meta: unknown, callback: VerifyCallback): void {
    const expected: unknown = req.cookies?.[OAUTH_STATE_COOKIE];
    req.res?.clearCookie(OAUTH_STATE_COOKIE, { httpOnly: true, secure: this.secure, sameSite: 'lax', path: PATH });
    const matches =
      typeof expected === 'string' &&
      typeof state === 'string' &&
      expected.length === state.length &&
      timingSafeEqual(Buffer.from(expected), Buffer.from(state));
    if (!matches) return callback(null, false, { message: 'The Google sign-in request expired or was not started here.' });
    callback(null, true);
  }
}
