import type { Session } from '@sidequest/contracts';

/** Refresh this long before the access token expires (brief: ~60 s). */
export const REFRESH_LEAD_MS = 60_000;
/** Never hammer the refresh endpoint, even with a clock that is off or a very short token. */
export const MIN_REFRESH_DELAY_MS = 5_000;
/** After a failed refresh (network, 429, 5xx) while the token still works. */
export const REFRESH_RETRY_MS = 15_000;

type Timed = Pick<Session, 'expires_at' | 'expires_in'>;

const expiresAtMs = (session: Timed) => session.expires_at * 1000;

/** The lead is capped at half the token's lifetime, so a short-lived token is not refreshed in a loop. */
function leadMs(session: Timed): number {
  return Math.min(REFRESH_LEAD_MS, (session.expires_in * 1000) / 2);
}

/** Milliseconds from `nowMs` until this session should be refreshed. */
export function refreshDelayMs(session: Timed, nowMs: number): number {
  return Math.max(MIN_REFRESH_DELAY_MS, expiresAtMs(session) - leadMs(session) - nowMs);
}

/** Whether the refresh moment has come (or passed, e.g. after the laptop slept). */
export function isRefreshDue(session: Timed, nowMs: number): boolean {
  return expiresAtMs(session) - leadMs(session) <= nowMs;
}

/** Good enough to adopt instead of refreshing again: not yet inside the refresh window. */
export function isFresh(session: Timed, nowMs: number): boolean {
  return !isRefreshDue(session, nowMs);
}
