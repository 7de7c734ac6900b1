import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api';
import { authSlice } from '../session/auth-slice';

/**
 * Slices that features inject at runtime. A feature declares its own entry next to its slice:
 *   declare module '../../lib/store/root-reducer' { interface LazyLoadedSlices extends WithSlice<typeof planSlice> {} }
 * and injects it with `planSlice.injectInto(rootReducer)`; the store never imports a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The api cache and the session (every frame reads it) are always present; the rest arrive with their feature. */
export const rootReducer = combineSlices(api, authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
