import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectAuthStatus } from './auth-slice';
import { sessionHintCookie } from './session-hint';
import { followOtherTabs, refreshSession } from './session-thunks';
import { useSessionRefreshTimer } from './useSessionRefreshTimer';
import { useSignOutSettle } from './useSignOutSettle';

/**
 * Spec 4: the session is read on load (the refresh cookie traded for an access token), then changes
 * are followed: the refresh timer here, and logins, refreshes and sign-outs in other tabs.
 * Status stays 'unknown' (a spinner) until the first answer, so no signed-out frame flashes, unless
 * the browser never had a session and the screen is public (see session-hint.ts).
 */
export function useSessionBootstrap(): void {
  const dispatch = useAppDispatch();

  useEffect(() => dispatch(followOtherTabs()), [dispatch]);

  useEffect(() => {
    void dispatch(refreshSession());
  }, [dispatch]);

  const status = useAppSelector(selectAuthStatus);
  useEffect(() => {
    if (status !== 'unknown') document.cookie = sessionHintCookie(status === 'signed-in');
  }, [status]);

  useSessionRefreshTimer();
  useSignOutSettle();
}
