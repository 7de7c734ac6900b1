import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../../features/not-found/components/NotFoundPage';
import { RequireSession } from '../../lib/session';

const AccountAndBillingScreen = lazy(() => import('./AccountAndBillingScreens').then((m) => ({ default: m.AccountAndBillingScreen })));

/** The paths served here beyond the route table (lib/paths.ts lists the routes; everything else is "not found"). */
export const EXTRA_SCREENS = { '/account': 'account', '/billing/test-checkout': 'checkout', '/billing/test-portal': 'portal' } as const;

/**
 * The catch-all route. The account page and the local test checkout and portal (the api links to those)
 * are served from here rather than from route-table entries: the entry bundle then carries no route,
 * import site or preload list of theirs, which keeps the landing under its 130 KB budget.
 */
export function CatchAllScreen() {
  const { pathname } = useLocation();
  const screen = EXTRA_SCREENS[pathname.replace(/\/+$/, '') as keyof typeof EXTRA_SCREENS];
  if (!screen) return <NotFoundPage />;
  return (
    <RequireSession>
      <AccountAndBillingScreen screen={screen} />
    </RequireSession>
  );
}
