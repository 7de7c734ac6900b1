import { COOKIES } from '@sidequest/contracts/browser-storage';
import { readCookie, serializeCookie } from '../cookies';
import type { AuthStatus } from './auth-slice';

/**
 * A readable "this browser had a session" flag beside the httpOnly refresh cookie. It holds no
 * secret: it only lets a visitor without a session see a public page at once, instead of a spinner
 * until the refresh call answers (that spinner-then-page jump was the landing's layout shift).
 */
// libs/contracts/src/prerender-guard.ts reads the same name in index.html's inline guard.
export const SESSION_HINT_COOKIE = COOKIES.sessionHint;
const HINT_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export function sessionHintCookie(signedIn: boolean): string {
  return serializeCookie(SESSION_HINT_COOKIE, signedIn ? '1' : '', {
    maxAgeSeconds: signedIn ? HINT_MAX_AGE_SECONDS : 0,
  });
}

/** The browser had a session when the page loaded (it may have expired since): a returning person. */
export function hadSession(cookieString: string): boolean {
  return readCookie(cookieString, SESSION_HINT_COOKIE) === '1';
}

/**
 * The status to start with. A protected screen (or a browser with the hint) waits for the refresh
 * answer; a public screen without the hint starts signed out and sends no refresh (useSessionBootstrap).
 */
export function initialAuthStatus(cookieString: string, onProtectedScreen: boolean): AuthStatus {
  if (onProtectedScreen || hadSession(cookieString)) return 'unknown';
  return 'signed-out';
}
