import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@sidequest/web-ui';
import { useAppDispatch } from '../store/hooks';
import { apiErrorMessage } from '../api-error';
import { paths } from '../paths';
import { useLogOutMutation } from './session-api';
import { endSession } from './session-thunks';

/** Revokes the refresh cookie on the server, then forgets the session here and in every other tab. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logOut] = useLogOutMutation();
  return useCallback(async () => {
    try {
      await logOut().unwrap();
    } catch (error) {
      toast({
        title: 'Sign out failed',
        description: apiErrorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    // Signed out first, so the landing page never sees the old session (a protected screen also leads home).
    dispatch(endSession());
    void navigate(paths.home);
    toast({ title: 'Signed out', description: 'See you next time!' });
  }, [dispatch, logOut, navigate]);
}
