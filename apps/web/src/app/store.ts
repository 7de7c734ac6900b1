import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { browserSessionEnvironment, type SessionEnvironment } from '../lib/session/browser-session-deps';
import { createSessionSync, type SessionSync } from '../lib/session/session-sync';
import type { AuthStatus } from '../lib/session/auth-slice';
import type { AppExtra } from '../lib/store/hooks';
import { rootReducer } from '../lib/store/root-reducer';

/*
 * How a feature plugs in (nothing here changes when one is added):
 * - UI state: `createSlice` in features/<f>/, then `const injected = mySlice.injectInto(rootReducer)` and
 *   select with `injected.selectors` (see features/layout/sidebar-slice.ts).
 * - Server data: `api.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)` in features/<f>/api/
 *   (see lib/session/session-api.ts). Typed hooks come from lib/store/hooks, never from app/.
 */

export interface StoreOptions {
  /** Where the session check starts (see lib/session/session-hint.ts); 'unknown' waits for it. */
  authStatus?: AuthStatus;
  /** This browser had a session when the tab opened (the session hint cookie). */
  expectingSession?: boolean;
  /** The refresh call, cross-tab lock, broadcast channel and clock; the browser's by default. */
  sessionEnvironment?: SessionEnvironment;
}

/** Slices hold UI state only; everything from the server lives in the RTK Query cache. */
export function makeStore({
  sessionEnvironment = browserSessionEnvironment(),
  authStatus = 'unknown',
  expectingSession = false,
}: StoreOptions = {}) {
  // The sync needs the store and the store's thunks need the sync; the closures only run after both exist.
  const session: SessionSync = createSessionSync({
    ...sessionEnvironment,
    dispatch: (action) => store.dispatch(action),
    getSession: () => store.getState().auth.session,
  });
  const extra: AppExtra = {
    session,
    refreshAccessToken: async (staleToken) => (await session.refresh(staleToken))?.access_token ?? null,
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      auth: { session: null, status: authStatus, signedOutByUser: false, expectingSession, sessionLost: false },
    },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
