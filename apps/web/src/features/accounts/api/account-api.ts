import type { ChangePasswordBody, DeleteAccountBody, Session } from '@sidequest/contracts';
import { api } from '../../../lib/api';

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A mutation, not a query: the export is a one-off download and never belongs in the cache. */
    exportAccountData: build.mutation<string, void>({
      query: () => ({ url: '/me/export', method: 'GET', responseHandler: 'text' }),
    }),
    /** Answers a fresh session for this browser; every other one is signed out. */
    changePassword: build.mutation<Session, ChangePasswordBody>({
      query: (body) => ({ url: '/auth/password/change', method: 'POST', body }),
    }),
    deleteAccount: build.mutation<void, DeleteAccountBody>({
      query: (body) => ({ url: '/me', method: 'DELETE', body }),
    }),
  }),
});

export const { useExportAccountDataMutation, useDeleteAccountMutation, useChangePasswordMutation } = accountApi;
