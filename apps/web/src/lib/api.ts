import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { accessTokenOf, withReauth, type AppBaseQuery } from './reauth-base-query';

export { isAuthEndpoint, withReauth, type ApiExtra } from './reauth-base-query';

export function withBearer(headers: Headers, state: unknown): Headers {
  const token = accessTokenOf(state);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** The raw call: same-origin JSON, the refresh cookie travels (only /api/auth receives it), the bearer token from memory. */
export function createBaseQuery(baseUrl = '/api', fetchFn?: typeof fetch): AppBaseQuery {
  return fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    fetchFn,
    prepareHeaders: (headers, { getState }) => withBearer(headers, getState()),
  });
}

/**
 * The one RTK Query api. Features add endpoints with `api.injectEndpoints`, so each feature's calls
 * live beside its components while sharing one cache and one middleware.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: withReauth(createBaseQuery()),
  tagTypes: ['Me', 'Profile', 'Quests', 'Plan', 'Progress', 'Subscription'],
  endpoints: () => ({}),
});
