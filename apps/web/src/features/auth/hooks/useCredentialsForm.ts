import { useState, type FormEvent } from 'react';
import { toast } from '@sidequest/web-ui';
import { useAppDispatch } from '../../../app/hooks';
import { apiErrorMessage } from '../../../lib/api-error';
import { useLogInMutation, useSignUpMutation } from '../api/auth-api';
import { authFailed, credentialsProblem, type CredentialValues } from '../auth-validation';
import { beginSession } from '../session/session-thunks';

const empty: CredentialValues = { email: '', password: '', confirmPassword: '' };

/** Login and sign-up; on success the session starts and useSignedInRedirect takes the user on. */
export function useCredentialsForm(mode: 'login' | 'signup') {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState(empty);
  const [signUp, signUpState] = useSignUpMutation();
  const [logIn, logInState] = useLogInMutation();
  const pending = signUpState.isLoading || logInState.isLoading;

  const setField = (field: keyof CredentialValues, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = credentialsProblem(mode, values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const body = { email: values.email.trim(), password: values.password };
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
      setValues((v) => ({ ...v, password: '', confirmPassword: '' }));
      toast({ title: 'Check your email', description: 'Confirm your address to finish signup.', variant: 'success', duration: 10_000 });
    } catch (error) {
      toast({ ...authFailed(apiErrorMessage(error)), variant: 'destructive' });
    }
  };

  return { values, setField, pending, onSubmit };
}
