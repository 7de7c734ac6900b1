import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). Persisted in a cookie. */
  open: boolean;
  /** Mobile: the off-canvas drawer. Never persisted; it always starts closed. */
  mobileOpen: boolean;
}

export const initialSidebarState: SidebarState = { open: true, mobileOpen: false };

export const sidebarSlice = createSlice({
  name: 'sidebar',
  initialState: initialSidebarState,
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
export const { selectSidebarOpen, selectMobileSidebarOpen } = sidebarSlice.selectors;
export const sidebarReducer = sidebarSlice.reducer;
