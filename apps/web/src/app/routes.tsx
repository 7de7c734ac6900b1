import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { RequireSession } from '../lib/session';
import { FeedbackCorner, LazyFeedbackForm } from '../features/feedback';
import { RootLayout } from '../features/layout';
import { redirectTable, routeTable, type RouteEntry } from './route-table';

function toRoute({ path, load, requiresSession, eager }: RouteEntry): RouteObject {
  const Page = eager ?? lazy(() => load().then((Component) => ({ default: Component })));
  const element = requiresSession ? (
    <RequireSession>
      <Page />
    </RequireSession>
  ) : (
    <Page />
  );
  return path === '/' ? { index: true, element } : { path, element };
}

/** Replaces the old address in history, so Back does not bounce through it. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: to, search, hash }} />;
}

const redirectRoutes: RouteObject[] = redirectTable.map(({ from, to }) => ({
  path: from,
  element: <RedirectTo to={to} />,
}));

// The feedback control sits in the layout's corner on every screen; the sidebar's popover opens the same form.
const rootLayout = <RootLayout corner={<FeedbackCorner />} feedbackForm={LazyFeedbackForm} />;

/** The browser's router (router.tsx) and the build's pre-render of the landing (entry-server.tsx) share these. */
export const routes: RouteObject[] = [
  { path: '/', element: rootLayout, children: [...routeTable.map(toRoute), ...redirectRoutes] },
];
