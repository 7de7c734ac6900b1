import { describe, expect, it } from 'vitest';
import type { Session } from '@sidequest/contracts';
import { authReducer, sessionChanged, signedOut } from './auth-slice';

const session: Session = {
  access_token: 'token',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: 1_900_000_000,
  user: { id: 'u1', email: 'hero@example.com' },
};

describe('auth slice', () => {
  it('starts unknown so no layout is chosen before the first check', () => {
    expect(authReducer(undefined, { type: 'init' })).toEqual({
      session: null,
      status: 'unknown',
      signedOutByUser: false,
      expectingSession: false,
      sessionLost: false,
    });
  });

  it('is signed in when a session arrives and signed out when it is cleared', () => {
    const signedIn = authReducer(undefined, sessionChanged(session));
    expect(signedIn.status).toBe('signed-in');
    expect(signedIn.session?.user.email).toBe('hero@example.com');
    expect(authReducer(signedIn, sessionChanged(null))).toMatchObject({
      session: null,
      status: 'signed-out',
      signedOutByUser: false,
    });
    expect(authReducer(signedIn, signedOut())).toMatchObject({
      session: null,
      status: 'signed-out',
      signedOutByUser: true,
    });
  });

  it('forgets a deliberate sign-out once a new session starts', () => {
    const out = authReducer(authReducer(undefined, sessionChanged(session)), signedOut());
    expect(authReducer(out, sessionChanged(session)).signedOutByUser).toBe(false);
  });

  it('knows a returning person: a session that ended without a sign-out here, or one this browser had', () => {
    const signedIn = authReducer(undefined, sessionChanged(session));
    expect(authReducer(signedIn, sessionChanged(null)).sessionLost).toBe(true);
    expect(authReducer(signedIn, signedOut()).sessionLost).toBe(false);
    // A hint cookie said this browser had a session, and the first check finds it gone.
    const expecting = { ...authReducer(undefined, { type: 'init' }), expectingSession: true };
    expect(authReducer(expecting, sessionChanged(null)).sessionLost).toBe(true);
    // A newcomer: nothing was lost.
    expect(authReducer(undefined, sessionChanged(null)).sessionLost).toBe(false);
  });
});
