import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../lib/store/root-reducer';
import { sidebarOpenFromCookie } from './sidebar-prefs';

export interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). Persisted in a cookie. */
  open: boolean;
  /** Mobile: the off-canvas drawer. Never persisted; it always starts closed. */
  mobileOpen: boolean;
}

export const initialSidebarState: SidebarState = { open: true, mobileOpen: false };

/** The desktop state comes from the 7-day cookie, read when the signed-in frame first loads. */
const initialState = (): SidebarState => ({
  ...initialSidebarState,
  open: typeof document === 'undefined' ? true : sidebarOpenFromCookie(document.cookie),
});

export const sidebarSlice = createSlice({
  name: 'sidebar',
  initialState,
  reducers: {
    sidebarToggled(state) {
      state.open = !state.open;
    },
    sidebarOpenSet(state, action: PayloadAction<boolean>) {
      state.open = action.payload;
    },
    mobileSidebarToggled(state) {
      state.mobileOpen = !state.mobileOpen;
    },
    mobileSidebarOpenSet(state, action: PayloadAction<boolean>) {
      state.mobileOpen = action.payload;
    },
  },
  selectors: {
    selectSidebarOpen: (state) => state.open,
    selectMobileSidebarOpen: (state) => state.mobileOpen,
  },
});

export const { sidebarToggled, sidebarOpenSet, mobileSidebarToggled, mobileSidebarOpenSet } = sidebarSlice.actions;
export const sidebarReducer = sidebarSlice.reducer;

declare module '../../lib/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof sidebarSlice> {}
}

// The layout brings its own state: injected when this module loads, never listed by the store.
const injectedSidebarSlice = sidebarSlice.injectInto(rootReducer);
export const { selectSidebarOpen, selectMobileSidebarOpen } = injectedSidebarSlice.selectors;
