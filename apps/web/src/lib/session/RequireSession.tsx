import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@sidequest/web-ui';
import { useAppSelector } from '../store/hooks';
import { paths } from '../paths';
import { selectReturning, selectSessionLost, selectSignedOutByUser } from './auth-slice';
import { useSession } from './useSession';

/**
 * Screens for signed-in users send everyone else to /auth: a returning person to Sign in (saying "You were signed
 * out" when their session ended without them), a newcomer to Create account; a user who just signed out goes home.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const signedOutByUser = useAppSelector(selectSignedOutByUser);
  const returning = useAppSelector(selectReturning);
  const lost = useAppSelector(selectSessionLost);
  const location = useLocation();
  if (status === 'unknown') return <PageSpinner />;
  if (status === 'signed-out') {
    if (signedOutByUser) return <Navigate to={paths.home} replace />;
    return (
      <Navigate
        to={returning ? `${paths.auth}?mode=login` : paths.auth}
        replace
        state={{ from: location.pathname + location.search, signedOut: lost }}
      />
    );
  }
  return <>{children}</>;
}
