import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSession } from '../hooks/useSession';
import { PageSpinner } from '@sidequest/web-ui';

/** Spec 6: screens for signed-in users send everyone else to /auth. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'unknown') return <PageSpinner />;
  if (status === 'signed-out') return <Navigate to={paths.auth} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
