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
 * The one RTK Query api. A feature adds its tag types and endpoints itself, beside its components:
 *   api.enhanceEndpoints({ addTagTypes: ['Plan'] }).injectEndpoints({ endpoints: (build) => ({ ... }) })
 * so every feature shares one cache and one middleware, and this file never lists features.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: withReauth(createBaseQuery()),
  tagTypes: [],
  endpoints: () => ({}),
});
