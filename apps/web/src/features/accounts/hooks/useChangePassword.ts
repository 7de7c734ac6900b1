import { authNotice, ChangePasswordForm } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/useZodForm';
import { beginSession } from '../../../lib/session';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useChangePasswordMutation } from '../api/account-api';

/**
 * POST /api/auth/password/change with the current password and the new one. The server signs out every
 * other session and answers a fresh one for this browser, which takes its place here.
 */
export function useChangePassword() {
  const dispatch = useAppDispatch();
  const [changePassword, { isLoading: pending }] = useChangePasswordMutation();
  const { form, onSubmit } = useZodForm(ChangePasswordForm, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    onInvalid: (message) => toast({ ...authNotice(message), variant: 'destructive' }),
    onValid: async ({ currentPassword, newPassword }) => {
      if (pending) return;
      try {
        dispatch(
          beginSession(await changePassword({ current_password: currentPassword, new_password: newPassword }).unwrap()),
        );
        form.reset();
        toast({
          title: 'Password changed',
          description: 'You stay signed in here; every other device is signed out. We sent you a notice by e-mail.',
          variant: 'success',
        });
      } catch (error) {
        toast({
          title: 'Password not changed',
          description: apiErrorMessage(error) ?? 'Please try again.',
          variant: 'destructive',
        });
      }
    },
  });
  return { register: form.register, pending, onSubmit };
}
