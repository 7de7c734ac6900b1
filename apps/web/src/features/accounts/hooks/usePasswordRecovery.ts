import { useNavigate } from 'react-router-dom';
import { ForgotPasswordForm, ResetPasswordForm } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import { useZodForm } from '../../../lib/forms/useZodForm';
import { beginSession } from '../../../lib/session';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from '../api/auth-api';
import { toastAuthFailed, toastCheckEmail, toastRefused } from './auth-toasts';

export function useForgotPasswordForm() {
  const [requestReset, { isLoading: pending }] = useRequestPasswordResetMutation();
  const { form, onSubmit } = useZodForm(ForgotPasswordForm, {
    defaultValues: { email: '' },
    onInvalid: toastRefused,
    onValid: async ({ email }) => {
      if (pending) return;
      try {
        await requestReset({ email }).unwrap();
        // The same answer whether or not the address is registered, as the server's.
        toastCheckEmail('If an account exists for that address, we sent a reset link.');
      } catch (error) {
        toastAuthFailed(error);
      }
    },
  });
  return { register: form.register, pending, onSubmit };
}

/** The new password from the mailed link; the server answers with a session, so the user is signed in. */
export function useResetPasswordForm(token: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [resetPassword, { isLoading: pending }] = useResetPasswordMutation();
  const { form, onSubmit } = useZodForm(ResetPasswordForm, {
    defaultValues: { password: '', confirmPassword: '' },
    onInvalid: toastRefused,
    onValid: async ({ password }) => {
      if (pending) return;
      try {
        dispatch(beginSession(await resetPassword({ token, password }).unwrap()));
        toast({
          title: 'Password updated',
          description: 'You are signed in with your new password.',
          variant: 'success',
        });
        // Leaving reset mode lets the usual profile check send the user on.
        navigate('/auth', { replace: true });
      } catch (error) {
        toastAuthFailed(error);
      }
    },
  });
  return { register: form.register, pending, onSubmit };
}
