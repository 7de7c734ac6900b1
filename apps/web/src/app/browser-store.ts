import { hadSession, initialAuthStatus } from '../lib/session/session-hint';
import { routeTable } from './route-table';
import { makeStore } from './store';

const onProtectedScreen = (pathname: string) => routeTable.some((r) => r.requiresSession && r.path === pathname);

/** The tab's store (main.tsx); the build's pre-render makes its own (entry-server.tsx). */
export const store = makeStore({
  authStatus: initialAuthStatus(document.cookie, onProtectedScreen(location.pathname)),
  expectingSession: hadSession(document.cookie),
});
