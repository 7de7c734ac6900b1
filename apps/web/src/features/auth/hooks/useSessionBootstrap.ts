import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { followOtherTabs, refreshSession } from '../session/session-thunks';
import { useSessionRefreshTimer } from './useSessionRefreshTimer';
import { useSignOutSettle } from './useSignOutSettle';

/**
 * Spec 4: the session is read on load (the refresh cookie traded for an access token), then changes
 * are followed: the refresh timer here, and logins, refreshes and sign-outs in other tabs.
 * Status stays 'unknown' (a spinner) until the first answer, so no signed-out frame flashes.
 */
export function useSessionBootstrap(): void {
  const dispatch = useAppDispatch();

  useEffect(() => dispatch(followOtherTabs()), [dispatch]);

  useEffect(() => {
    void dispatch(refreshSession());
  }, [dispatch]);

  useSessionRefreshTimer();
  useSignOutSettle();
}
