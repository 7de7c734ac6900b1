import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetMeQuery } from './session-api';
import { postAuthRoute } from './post-auth-route';
import { useSession } from './useSession';

/**
 * For / and /auth: once a session exists (on load, after login, reset or sign-up) check the profile
 * and leave for /onboarding or /dashboard. Returns true while the page should not show itself.
 * `enabled` false holds the page (a mailed reset link works even in a signed-in browser).
 */
export function useSignedInRedirect(enabled = true): boolean {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const me = useGetMeQuery(enabled && user ? user.id : skipToken);
  const route = enabled ? postAuthRoute({ status, me: me.currentData, failed: me.isError }) : 'stay';

  useEffect(() => {
    if (route !== 'stay' && route !== 'wait') navigate(route, { replace: true });
  }, [navigate, route]);

  return route !== 'stay';
}
