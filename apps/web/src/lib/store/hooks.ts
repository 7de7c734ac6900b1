import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiExtra } from '../reauth-base-query';
import type { SessionSync } from '../session/session-sync';
import type { RootState } from './root-reducer';

/** Handed to every thunk and RTK Query call: the tab's one session keeper. */
export interface AppExtra extends ApiExtra {
  session: SessionSync;
}

export type AppDispatch = ThunkDispatch<RootState, AppExtra, UnknownAction>;

// Typed here, in lib/, so features never import app/ (app/store.ts imports them, not the other way).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
