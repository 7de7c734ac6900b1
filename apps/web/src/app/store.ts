import { configureStore } from '@reduxjs/toolkit';
import { api, type ApiExtra } from '../lib/api';
import { authReducer, browserSessionEnvironment, createSessionSync, type SessionEnvironment, type SessionSync } from '../features/auth';
import { initialSidebarState, sidebarOpenFromCookie, sidebarReducer } from '../features/layout';

export interface StoreOptions {
  sidebarOpen?: boolean;
  /** The refresh call, cross-tab lock, broadcast channel and clock; the browser's by default. */
  sessionEnvironment?: SessionEnvironment;
}

/** Handed to every thunk and RTK Query call: the tab's one session keeper. */
export interface AppExtra extends ApiExtra {
  session: SessionSync;
}

/** Slices hold UI state only; everything from the server lives in the RTK Query cache. */
export function makeStore({ sidebarOpen = true, sessionEnvironment = browserSessionEnvironment() }: StoreOptions = {}) {
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
    reducer: {
      auth: authReducer,
      sidebar: sidebarReducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: { sidebar: { ...initialSidebarState, open: sidebarOpen } },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const store = makeStore({
  sidebarOpen: typeof document === 'undefined' ? true : sidebarOpenFromCookie(document.cookie),
});
