import { Session } from '@sidequest/contracts';

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
  const parsed = Session.safeParse(await res.json().catch(() => null));
  return parsed.success ? { kind: 'session', session: parsed.data } : { kind: 'unavailable' };
}
