import type { Session } from '@sidequest/contracts';

export type RefreshOutcome =
  | { kind: 'session'; session: Session }
  /** 401: no cookie, or it was expired, revoked or reused. The user is signed out. */
  | { kind: 'signed-out' }
  /** Network, 429 or 5xx: nothing is known about the session; try again later. */
  | { kind: 'unavailable' };

export const REFRESH_URL = '/api/auth/refresh';

/** Trades the httpOnly refresh cookie for a Session. Plain fetch: it must never go through the re-auth base query. */
export async function requestRefresh(fetchFn: typeof fetch = fetch, url = REFRESH_URL): Promise<RefreshOutcome> {
  let res: Response;
  try {
    res = await fetchFn(url, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } });
  } catch {
    return { kind: 'unavailable' };
  }
  if (res.status === 401) return { kind: 'signed-out' };
  if (!res.ok) return { kind: 'unavailable' };
  const body: unknown = await res.json().catch(() => null);
  return looksLikeSession(body) ? { kind: 'session', session: body } : { kind: 'unavailable' };
}

/** A structural check instead of the zod schema: this runs on every page load, and zod stays out of the entry bundle. */
function looksLikeSession(value: unknown): value is Session {
  const v = value as Partial<Session> | null;
  return (
    typeof v?.access_token === 'string' &&
    typeof v.expires_at === 'number' &&
    typeof v.expires_in === 'number' &&
    typeof v.user?.id === 'string' &&
    typeof v.user.email === 'string'
  );
}
