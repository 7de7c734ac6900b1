import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@sidequest/web-ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { endSession } from '../../../lib/session';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useDeleteAccountMutation } from '../api/account-api';

/** DELETE /api/me with the password and the typed e-mail; the server revokes every session, so this tab signs out too. */
export function useDeleteAccount() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const [error, setError] = useState<string | null>(null);

  const deleteAccount = useCallback(
    async (password: string, confirm: string) => {
      setError(null);
      try {
        await remove({ password: password || undefined, confirm }).unwrap();
      } catch (failure) {
        console.error('Account deletion failed', failure);
        setError(apiErrorMessage(failure) ?? 'Your account could not be deleted. Please try again.');
        return;
      }
      dispatch(endSession());
      void navigate(paths.home);
      toast({ title: 'Account deleted', description: 'Everything we kept about you is gone. Farewell, adventurer.' });
    },
    [dispatch, navigate, remove],
  );
  return { deleteAccount, isDeleting: isLoading, error };
}
