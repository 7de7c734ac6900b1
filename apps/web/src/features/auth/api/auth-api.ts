import type {
  AuthProviders,
  ForgotPasswordBody,
  LoginBody,
  Me,
  ResetPasswordBody,
  Session,
  SignupBody,
  SignupResult,
} from '@sidequest/contracts';
import { api } from '../../../lib/api';

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SignupResult, SignupBody>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
    logIn: build.mutation<Session, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    logOut: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<void, ForgotPasswordBody>({
      query: (body) => ({ url: '/auth/password/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Session, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/password/reset', method: 'POST', body }),
    }),
    getAuthProviders: build.query<AuthProviders, void>({
      query: () => '/auth/providers',
    }),
    /** Keyed by user id so a different user never sees a cached answer. */
    getMe: build.query<Me, string>({
      query: () => '/me',
      providesTags: ['Me'],
    }),
  }),
});

export const {
  useSignUpMutation,
  useLogInMutation,
  useLogOutMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useLazyGetAuthProvidersQuery,
  useGetMeQuery,
} = authApi;
