import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/** What the store hands every RTK Query call (thunk extra argument); lib/ knows nothing of the accounts feature. */
export interface ApiExtra {
  /** Gets a new access token (shared across tabs); null when none could be had (signed out, or the api unreachable). */
  refreshAccessToken(staleToken: string | undefined): Promise<string | null>;
}

/** The slice of state the base query reads; typed locally so lib/ does not import features/. */
interface TokenState {
  auth?: { session?: { access_token?: string } | null };
}

export function accessTokenOf(state: unknown): string | undefined {
  return (state as TokenState).auth?.session?.access_token;
}

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

/** The auth endpoints answer 401 for wrong credentials or a dead cookie; refreshing would not help them. */
export const isAuthEndpoint = (args: string | FetchArgs) => urlOf(args).replace(/^\//, '').startsWith('auth/');

function hasRefresher(extra: unknown): extra is ApiExtra {
  return typeof (extra as Partial<ApiExtra> | undefined)?.refreshAccessToken === 'function';
}

/**
 * On a 401 the access token has probably just expired: get a fresh one once and retry the call once.
 * A second 401 is returned as is, so a revoked account cannot loop.
 */
export function withReauth(baseQuery: AppBaseQuery): AppBaseQuery {
  return async (args, api, extraOptions) => {
    const usedToken = accessTokenOf(api.getState());
    const first = await baseQuery(args, api, extraOptions);
    if (first.error?.status !== 401 || isAuthEndpoint(args) || !hasRefresher(api.extra)) return first;
    // Compare nothing with usedToken: two tokens issued in the same second for one user are byte-identical.
    if (!(await api.extra.refreshAccessToken(usedToken))) return first;
    return baseQuery(args, api, extraOptions);
  };
}
