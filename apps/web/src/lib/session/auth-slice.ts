import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Session } from '@sidequest/contracts';

export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface AuthState {
  session: Session | null;
  /** 'unknown' until the first session check on load answers, so layouts do not flash. */
  status: AuthStatus;
  /** True after a deliberate sign-out: protected screens then lead home rather than to /auth. */
  signedOutByUser: boolean;
  /** This browser had a session when the tab opened (the session hint cookie): a returning person. */
  expectingSession: boolean;
  /** The session ended without the person signing out here (it expired, or another tab signed out). */
  sessionLost: boolean;
}

const initialState: AuthState = {
  session: null,
  status: 'unknown',
  signedOutByUser: false,
  expectingSession: false,
  sessionLost: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Every way a session starts, refreshes or ends funnels through here, so every tab follows the change. */
    sessionChanged(state, action: PayloadAction<Session | null>) {
      const had = state.status === 'signed-in' || (state.status === 'unknown' && state.expectingSession);
      state.sessionLost = action.payload === null && had;
      if (action.payload) state.expectingSession = true;
      state.session = action.payload;
      state.status = action.payload ? 'signed-in' : 'signed-out';
      state.signedOutByUser = false;
    },
    /** The user signed out (here or in another tab). */
    signedOut(state) {
      state.session = null;
      state.status = 'signed-out';
      state.signedOutByUser = true;
      state.sessionLost = false;
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
    /** A returning person: this browser had a session, or this tab's ended without a sign-out here. */
    selectReturning: (state) => state.expectingSession || state.sessionLost,
    selectSessionLost: (state) => state.sessionLost,
  },
});

export const { sessionChanged, signedOut, signOutSettled } = authSlice.actions;
export const { selectSession, selectAuthStatus, selectSignedOutByUser, selectReturning, selectSessionLost } =
  authSlice.selectors;
export const authReducer = authSlice.reducer;
