import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAuthStatus, sessionChanged } from '../auth-slice';

/**
 * Reads the session once on load (spec 4). The api's session endpoints arrive with the accounts
 * issue, which replaces this body with the refresh call; until then every visit starts signed out.
 */
export function useSessionBootstrap(): void {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  useEffect(() => {
    if (status === 'unknown') dispatch(sessionChanged(null));
  }, [dispatch, status]);
}
