import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@sidequest/web-ui';
import { useAppDispatch } from '../../../app/hooks';
import { apiErrorMessage } from '../../../lib/api-error';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from '../api/auth-api';
import { authFailed, newPasswordProblem } from '../auth-validation';
import { beginSession } from '../session/session-thunks';

export function useForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [requestReset, { isLoading: pending }] = useRequestPasswordResetMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) {
      toast({ title: 'Missing information', description: 'Please enter your email.', variant: 'destructive' });
      return;
    }
    try {
      await requestReset({ email: email.trim() }).unwrap();
      // The same answer whether or not the address is registered, as the server's.
      toast({ title: 'Check your email', description: 'If an account exists for that address, we sent a reset link.', variant: 'success', duration: 10_000 });
    } catch (error) {
      toast({ ...authFailed(apiErrorMessage(error)), variant: 'destructive' });
    }
  };

  return { email, setEmail, pending, onSubmit };
}

/** The new password from the mailed link; the server answers with a session, so the user is signed in. */
export function useResetPasswordForm(token: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [resetPassword, { isLoading: pending }] = useResetPasswordMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = newPasswordProblem(password, confirmPassword);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      dispatch(beginSession(await resetPassword({ token, password }).unwrap()));
      toast({ title: 'Password updated', description: 'You are signed in with your new password.', variant: 'success' });
      // Leaving reset mode lets the usual profile check send the user on.
      navigate('/auth', { replace: true });
    } catch (error) {
      toast({ ...authFailed(apiErrorMessage(error)), variant: 'destructive' });
    }
  };

  return { password, setPassword, confirmPassword, setConfirmPassword, pending, onSubmit };
}
