import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@sidequest/web-ui';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { api } from '../../../lib/api';
import { signedOut } from '../auth-slice';

/** The accounts issue adds the api call that revokes the refresh cookie before this runs. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(signedOut());
    // One user's cached data must never be shown to the next one on a shared browser.
    dispatch(api.util.resetApiState());
    toast({ title: 'Signed out', description: 'See you next time!' });
    navigate(paths.home);
  }, [dispatch, navigate]);
}
