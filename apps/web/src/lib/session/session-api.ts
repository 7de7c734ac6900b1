import type { Me } from '@sidequest/contracts';
import { api } from '../api';

/** The calls every frame needs (who am I, sign out); the accounts feature adds the sign-in ones. */
const sessionApi = api.enhanceEndpoints({ addTagTypes: ['Me'] }).injectEndpoints({
  endpoints: (build) => ({
    logOut: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    /** Keyed by user id so a different user never sees a cached answer. */
    getMe: build.query<Me, string>({
      query: () => '/me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useLogOutMutation, useGetMeQuery } = sessionApi;
