import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../lib/session';
import { FeedbackCorner, LazyFeedbackForm } from '../features/feedback';
import { RootLayout } from '../features/layout';
import { routeTable, type RouteEntry } from './route-table';

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

// The feedback control sits in the layout's corner on every screen; the sidebar's popover opens the same form.
const rootLayout = <RootLayout corner={<FeedbackCorner />} feedbackForm={LazyFeedbackForm} />;

/** The browser's router (router.tsx) and the build's pre-render of the landing (entry-server.tsx) share these. */
export const routes: RouteObject[] = [{ path: '/', element: rootLayout, children: routeTable.map(toRoute) }];
