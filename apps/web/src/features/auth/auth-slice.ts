import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Session } from '@sidequest/contracts';

export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface AuthState {
  session: Session | null;
  /** 'unknown' until the first session check on load answers, so layouts do not flash. */
  status: AuthStatus;
}

const initialState: AuthState = { session: null, status: 'unknown' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Every way a session starts, refreshes or ends funnels through here (spec 4: "changes are followed"). */
    sessionChanged(state, action: PayloadAction<Session | null>) {
      state.session = action.payload;
      state.status = action.payload ? 'signed-in' : 'signed-out';
    },
    signedOut(state) {
      state.session = null;
      state.status = 'signed-out';
    },
  },
  selectors: {
    selectSession: (state) => state.session,
    selectAuthStatus: (state) => state.status,
  },
});

export const { sessionChanged, signedOut } = authSlice.actions;
export const { selectSession, selectAuthStatus } = authSlice.selectors;
export const authReducer = authSlice.reducer;
