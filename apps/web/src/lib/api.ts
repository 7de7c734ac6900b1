import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The slice of state prepareHeaders reads; typed locally so lib/ does not import features/. */
interface TokenState {
  auth?: { session?: { access_token?: string } | null };
}

export function withBearer(headers: Headers, state: unknown): Headers {
  const token = (state as TokenState).auth?.session?.access_token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * The one RTK Query api. Features add endpoints with `api.injectEndpoints`, so each feature's calls
 * live beside its components while sharing one cache and one middleware.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    credentials: 'include',
    prepareHeaders: (headers, { getState }) => withBearer(headers, getState()),
  }),
  tagTypes: ['Me', 'Profile', 'Quests', 'Plan', 'Progress', 'Subscription'],
  endpoints: () => ({}),
});
