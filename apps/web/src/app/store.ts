import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { authReducer } from '../features/auth';
import { initialSidebarState, sidebarOpenFromCookie, sidebarReducer } from '../features/layout';

export interface StoreOptions {
  sidebarOpen?: boolean;
}

/** Slices hold UI state only; everything from the server lives in the RTK Query cache. */
export function makeStore({ sidebarOpen = true }: StoreOptions = {}) {
  return configureStore({
    reducer: {
      auth: authReducer,
      sidebar: sidebarReducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: { sidebar: { ...initialSidebarState, open: sidebarOpen } },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const store = makeStore({
  sidebarOpen: typeof document === 'undefined' ? true : sidebarOpenFromCookie(document.cookie),
});
