import { useLocation, useNavigate } from 'react-router-dom';
import { LoginForm, SignupForm } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import type { z } from 'zod';
import { useZodForm } from '../../../lib/forms/useZodForm';
import { beginSession } from '../../../lib/session';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useLogInMutation, useSignUpMutation } from '../api/auth-api';
import { authSearchFor, type InboxState } from '../auth-mode';
import { toastAuthFailed, toastCheckEmail, toastRefused } from './auth-toasts';

export interface CredentialValues {
  email: string;
  password: string;
  confirmPassword: string;
}

const empty: CredentialValues = { email: '', password: '', confirmPassword: '' };

/** Login and sign-up; on success the session starts and useSignedInRedirect takes the user on. */
export function useCredentialsForm(mode: 'login' | 'signup') {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // "Sign in" on the check-your-inbox screen brings the address along.
  const carried = (useLocation().state as { email?: unknown } | null)?.email;
  const [signUp, signUpState] = useSignUpMutation();
  const [logIn, logInState] = useLogInMutation();
  const pending = signUpState.isLoading || logInState.isLoading;
  // Both schemas read the same three fields; sign-in ignores the confirmation.
  const schema = (mode === 'signup' ? SignupForm : LoginForm) as unknown as z.ZodType<LoginForm, CredentialValues>;

  const { form, onSubmit } = useZodForm(schema, {
    defaultValues: { ...empty, email: typeof carried === 'string' ? carried : '' },
    onInvalid: toastRefused,
    onValid: async ({ email, password }) => {
      if (pending) return;
      const body = { email, password };
      try {
        if (mode === 'login') {
          dispatch(beginSession(await logIn(body).unwrap()));
          toast({ title: 'Welcome back.', variant: 'success' });
          return;
        }
        const result = await signUp(body).unwrap();
        if ('access_token' in result) {
          dispatch(beginSession(result));
          return;
        }
        form.resetField('password');
        form.resetField('confirmPassword');
        toastCheckEmail('Confirm your address to finish signup.');
        // The address rides in the history entry, not the URL: it names where the mail went and what "Send again" asks for.
        navigate(authSearchFor('inbox'), { state: { inbox: email } satisfies InboxState });
      } catch (error) {
        toastAuthFailed(error);
      }
    },
  });

  return { register: form.register, pending, onSubmit };
}
