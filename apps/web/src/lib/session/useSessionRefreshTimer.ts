import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectSession } from './auth-slice';
import { refreshSession } from './session-thunks';
import { isRefreshDue, REFRESH_RETRY_MS, refreshDelayMs } from './session-timing';

/** Refreshes shortly before the access token expires, and at once when a sleeping tab wakes up late. */
export function useSessionRefreshTimer(): void {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);

  useEffect(() => {
    if (!session) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;

    const run = async () => {
      const next = await dispatch(refreshSession(session.access_token));
      // Null while still signed in: the refresh endpoint was unreachable. A new session re-runs this effect.
      if (!cancelled && !next) timer = setTimeout(run, REFRESH_RETRY_MS);
    };
    const onWake = () => {
      if (document.visibilityState !== 'visible' || !isRefreshDue(session, Date.now())) return;
      clearTimeout(timer);
      void run();
    };

    timer = setTimeout(run, refreshDelayMs(session, Date.now()));
    document.addEventListener('visibilitychange', onWake);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onWake);
    };
  }, [dispatch, session]);
}
