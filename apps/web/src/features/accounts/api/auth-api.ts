import type {
  AuthProviders,
  ForgotPasswordBody,
  LoginBody,
  ResendConfirmationBody,
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
    resendConfirmation: build.mutation<void, ResendConfirmationBody>({
      query: (body) => ({ url: '/auth/confirm/resend', method: 'POST', body }),
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
  }),
});

export const {
  useSignUpMutation,
  useLogInMutation,
  useResendConfirmationMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useLazyGetAuthProvidersQuery,
} = authApi;
