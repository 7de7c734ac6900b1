import type { UnknownAction } from '@reduxjs/toolkit';
import type { Session } from '@sidequest/contracts';
import { api } from '../api';
import { sessionChanged, signedOut } from './auth-slice';
import type { RefreshOutcome } from './refresh-request';
import type { LockRunner } from './refresh-lock';
import type { SessionChannel, SessionMessage } from './session-channel';
import { clearOwnStorage } from './own-storage';
import { isFresh } from './session-timing';

export interface SessionSyncDeps {
  dispatch: (action: UnknownAction) => unknown;
  getSession: () => Session | null;
  requestRefresh: () => Promise<RefreshOutcome>;
  withLock: LockRunner;
  channel: SessionChannel;
  now: () => number;
}

export interface SessionSync {
  /** A new session, from another tab if one just made it, else from the refresh cookie. Null when none could be had. */
  refresh(staleToken?: string): Promise<Session | null>;
  /** Login, reset or sign-up produced a session: use it here and in every other tab. */
  begin(session: Session): void;
  /** The server has signed the user out: forget the session here and in every other tab. */
  end(): void;
  /** Follows the other tabs; returns the unsubscribe. */
  listen(): () => void;
}

/** Keeps every tab on one session: refreshes are serialized by a shared lock and results are broadcast. */
export function createSessionSync(deps: SessionSyncDeps): SessionSync {
  const { dispatch, getSession, channel, now } = deps;
  let inFlight: Promise<Session | null> | null = null;

  function apply(session: Session): void {
    const previous = getSession();
    // Another user's cached data must never show under this user's name.
    if (previous && previous.user.id !== session.user.id) dispatch(api.util.resetApiState());
    dispatch(sessionChanged(session));
  }

  /** byUser: a deliberate sign-out (leads home); otherwise the cookie was refused (protected screens lead to /auth). */
  function forget(byUser: boolean): void {
    dispatch(byUser ? signedOut() : sessionChanged(null));
    dispatch(api.util.resetApiState());
    // The cached plans and quest names are this user's: the next person at this browser sees none of them.
    clearOwnStorage();
  }

  async function refreshHoldingLock(staleToken: string | undefined): Promise<Session | null> {
    const latest = getSession();
    // Another tab refreshed while this one waited for the lock, and the broadcast already arrived.
    if (latest && latest.access_token !== staleToken && isFresh(latest, now())) return latest;
    const outcome = await deps.requestRefresh();
    if (outcome.kind === 'session') {
      apply(outcome.session);
      channel.post({ type: 'session', session: outcome.session });
      return outcome.session;
    }
    if (outcome.kind === 'signed-out') {
      if (getSession()) {
        forget(false);
        channel.post({ type: 'signed-out' });
      } else dispatch(sessionChanged(null));
      return null;
    }
    // Unavailable: keep what we have (the access token may still work); the first check on load settles as signed out.
    if (!getSession()) dispatch(sessionChanged(null));
    return null;
  }

  function onMessage(message: SessionMessage): void {
    const current = getSession();
    if (message.type === 'signed-out') {
      // Only the tab where the user chose "Log out" goes home; here a protected screen leads to /auth (RequireSession).
      if (current) forget(false);
      return;
    }
    const incoming = message.session;
    if (current?.access_token === incoming.access_token) return;
    if (current && current.user.id === incoming.user.id && current.expires_at > incoming.expires_at) return;
    apply(incoming);
  }

  return {
    refresh(staleToken) {
      inFlight ??= deps
        .withLock(() => refreshHoldingLock(staleToken))
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    begin(session) {
      apply(session);
      channel.post({ type: 'session', session });
    },
    end() {
      forget(true);
      channel.post({ type: 'signed-out' });
    },
    listen: () => channel.subscribe(onMessage),
  };
}
