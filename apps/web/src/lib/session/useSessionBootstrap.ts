import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectAuthStatus } from './auth-slice';
import { sessionHintCookie } from './session-hint';
import { followOtherTabs, refreshSession } from './session-thunks';
import { useSessionRefreshTimer } from './useSessionRefreshTimer';
import { useSignOutSettle } from './useSignOutSettle';

/**
 * The session is read on load (the refresh cookie traded for an access token), then changes
 * are followed: the refresh timer here, and logins, refreshes and sign-outs in other tabs.
 * Status stays 'unknown' (a spinner) until the first answer, so no signed-out frame flashes, unless
 * the browser never had a session and the screen is public (see session-hint.ts). That visitor has no
 * refresh cookie to trade, so no refresh is sent (it would only answer 401 and log an error); another
 * tab's sign-in still reaches this one through the channel.
 */
export function useSessionBootstrap(): void {
  const dispatch = useAppDispatch();

  useEffect(() => dispatch(followOtherTabs()), [dispatch]);

  const status = useAppSelector(selectAuthStatus);
  const startedSignedOut = useRef(status === 'signed-out');
  useEffect(() => {
    if (!startedSignedOut.current) void dispatch(refreshSession());
  }, [dispatch]);

  useEffect(() => {
    if (status !== 'unknown') document.cookie = sessionHintCookie(status === 'signed-in');
  }, [status]);

  useSessionRefreshTimer();
  useSignOutSettle();
}
