import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireSession } from '../features/auth';
import { RootLayout } from '../features/layout';
import { routeTable, type RouteEntry } from './route-table';

function toRoute({ path, load, requiresSession }: RouteEntry): RouteObject {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  const element = requiresSession ? (
    <RequireSession>
      <Page />
    </RequireSession>
  ) : (
    <Page />
  );
  return path === '/' ? { index: true, element } : { path, element };
}

export const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: routeTable.map(toRoute) }];

export const router = createBrowserRouter(routes);
