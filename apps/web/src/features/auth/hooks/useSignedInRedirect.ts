import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetMeQuery } from '../api/auth-api';
import { postAuthRoute } from '../post-auth-route';
import { useSession } from './useSession';

/**
 * For / and /auth: once a session exists (on load, after login, reset or sign-up) check the profile
 * and leave for /onboarding or /dashboard. Returns true while the page should not show itself.
 */
export function useSignedInRedirect(): boolean {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const me = useGetMeQuery(user ? user.id : skipToken);
  const route = postAuthRoute({ status, me: me.currentData, failed: me.isError });

  useEffect(() => {
    if (route !== 'stay' && route !== 'wait') navigate(route, { replace: true });
  }, [navigate, route]);

  return route !== 'stay';
}
