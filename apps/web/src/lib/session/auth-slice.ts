import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Session } from '@sidequest/contracts';

export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface AuthState {
  session: Session | null;
  /** 'unknown' until the first session check on load answers, so layouts do not flash. */
  status: AuthStatus;
  /** True after a deliberate sign-out: protected screens then lead home rather than to /auth. */
  signedOutByUser: boolean;
}

const initialState: AuthState = { session: null, status: 'unknown', signedOutByUser: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Every way a session starts, refreshes or ends funnels through here, so every tab follows the change. */
    sessionChanged(state, action: PayloadAction<Session | null>) {
      state.session = action.payload;
      state.status = action.payload ? 'signed-in' : 'signed-out';
      state.signedOutByUser = false;
    },
    /** The user signed out (here or in another tab). */
    signedOut(state) {
      state.session = null;
      state.status = 'signed-out';
      state.signedOutByUser = true;
    },
    /** The app has left the screen it was on when the user signed out. */
    signOutSettled(state) {
      state.signedOutByUser = false;
    },
  },
  selectors: {
    selectSession: (state) => state.session,
    selectAuthStatus: (state) => state.status,
    selectSignedOutByUser: (state) => state.signedOutByUser,
  },
});

export const { sessionChanged, signedOut, signOutSettled } = authSlice.actions;
export const { selectSession, selectAuthStatus, selectSignedOutByUser } = authSlice.selectors;
export const authReducer = authSlice.reducer;
