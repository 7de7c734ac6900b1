import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@sidequest/contracts';
import { authReducer, sessionChanged } from './auth-slice';
import type { RefreshOutcome } from './refresh-request';
import type { LockRunner } from './refresh-lock';
import type { SessionChannel, SessionMessage } from './session-channel';
import { createSessionSync } from './session-sync';

const NOW = 1_800_000_000_000;
const sessionFor = (token: string, userId = 'u1'): Session => ({
  access_token: token,
  token_type: 'bearer',
  expires_in: 900,
  expires_at: NOW / 1000 + 900,
  user: { id: userId, email: `${userId}@example.com` },
});

/** A server whose refresh cookie rotates on every use; sending a rotated one counts as reuse. */
function rotatingServer() {
  let generation = 0;
  const calls: number[] = [];
  return {
    calls,
    refresh: async (sentGeneration: number): Promise<RefreshOutcome> => {
      calls.push(sentGeneration);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (sentGeneration !== generation) return { kind: 'signed-out' };
      generation += 1;
      return { kind: 'session', session: sessionFor(`t${generation}`) };
    },
    get generation() {
      return generation;
    },
  };
}

/** Every tab of one browser: a shared cookie jar, a shared lock and a shared broadcast bus. */
function browser(server = rotatingServer()) {
  let tail: Promise<unknown> = Promise.resolve();
  const withLock: LockRunner = (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
  const listeners = new Map<number, (m: SessionMessage) => void>();
  let tabs = 0;

  function openTab(requestRefresh = () => server.refresh(server.generation)) {
    const id = ++tabs;
    const store = configureStore({ reducer: { auth: authReducer } });
    const channel: SessionChannel = {
      post: (message) => listeners.forEach((listener, tab) => tab !== id && listener(structuredClone(message))),
      subscribe: (listener) => {
        listeners.set(id, listener);
        return () => listeners.delete(id);
      },
    };
    const requests = vi.fn(requestRefresh);
    const sync = createSessionSync({
      dispatch: store.dispatch,
      getSession: () => store.getState().auth.session,
      requestRefresh: requests,
      withLock,
      channel,
      now: () => NOW,
    });
    sync.listen();
    return { store, sync, requests, state: () => store.getState().auth };
  }
  return { server, openTab };
}

describe('session sync', () => {
  it('reads the session on load from the refresh cookie', async () => {
    const tab = browser().openTab();
    const session = await tab.sync.refresh();
    expect(session?.access_token).toBe('t1');
    expect(tab.state()).toMatchObject({ status: 'signed-in', session: { access_token: 't1' } });
  });

  it('settles as signed out when there is no cookie, and when the server cannot be reached', async () => {
    const noCookie = browser().openTab(async () => ({ kind: 'signed-out' }));
    expect(await noCookie.sync.refresh()).toBeNull();
    expect(noCookie.state().status).toBe('signed-out');

    const offline = browser().openTab(async () => ({ kind: 'unavailable' }));
    expect(await offline.sync.refresh()).toBeNull();
    expect(offline.state().status).toBe('signed-out');
  });

  it('sends one request when many calls in a tab need a refresh at once', async () => {
    const tab = browser().openTab();
    const results = await Promise.all([tab.sync.refresh(), tab.sync.refresh(), tab.sync.refresh()]);
    expect(results.map((s) => s?.access_token)).toEqual(['t1', 't1', 't1']);
    expect(tab.requests).toHaveBeenCalledTimes(1);
  });

  it('lets two racing tabs share one rotation instead of reusing the old cookie', async () => {
    const { server, openTab } = browser();
    const a = openTab();
    const b = openTab();
    await a.sync.refresh();
    expect(b.state().session?.access_token).toBe('t1');

    // Both timers fire for the same token at the same moment.
    const [fromA, fromB] = await Promise.all([a.sync.refresh('t1'), b.sync.refresh('t1')]);

    expect(fromA?.access_token).toBe('t2');
    expect(fromB?.access_token).toBe('t2');
    expect(server.calls).toEqual([0, 1]);
    expect(b.requests).not.toHaveBeenCalled();
    expect(b.state().status).toBe('signed-in');
  });

  it('signs every tab out when the cookie is refused', async () => {
    const { openTab } = browser();
    const a = openTab(async () => ({ kind: 'signed-out' }));
    const b = openTab();
    a.store.dispatch(sessionChanged(sessionFor('t1')));
    b.store.dispatch(sessionChanged(sessionFor('t1')));

    expect(await a.sync.refresh('t1')).toBeNull();

    expect(a.state().status).toBe('signed-out');
    expect(b.state().status).toBe('signed-out');
  });

  it('keeps the session when the refresh endpoint is unavailable', async () => {
    const tab = browser().openTab(async () => ({ kind: 'unavailable' }));
    tab.store.dispatch(sessionChanged(sessionFor('t1')));
    expect(await tab.sync.refresh('t1')).toBeNull();
    expect(tab.state()).toMatchObject({ status: 'signed-in', session: { access_token: 't1' } });
  });

  it('shares a login and a logout with the other tabs', () => {
    const { openTab } = browser();
    const a = openTab();
    const b = openTab();
    b.store.dispatch(sessionChanged(null));

    a.sync.begin(sessionFor('login'));
    expect(b.state()).toMatchObject({ status: 'signed-in', session: { access_token: 'login' } });

    a.sync.end();
    expect(a.state().status).toBe('signed-out');
    expect(b.state().status).toBe('signed-out');
    // Only the tab where the user logged out heads home; the others treat it as a lost session (-> /auth).
    expect(a.state().signedOutByUser).toBe(true);
    expect(b.state().signedOutByUser).toBe(false);
  });

  it('clears the browser storage of the user on logout and on a refused cookie', async () => {
    const stored = new Map([
      ['sq.plan.u1.q1', '{}'],
      ['sq.current-quest.u1', '{}'],
      ['elsewhere', '1'],
    ]);
    vi.stubGlobal('localStorage', {
      get length() {
        return stored.size;
      },
      key: (i: number) => [...stored.keys()][i] ?? null,
      removeItem: (key: string) => stored.delete(key),
    });
    try {
      const a = browser().openTab();
      a.sync.begin(sessionFor('login'));
      a.sync.end();
      expect([...stored.keys()]).toEqual(['elsewhere']);

      stored.set('sq.plan.u1.q2', '{}');
      const refused = browser().openTab(async () => ({ kind: 'signed-out' }));
      refused.sync.begin(sessionFor('old'));
      await refused.sync.refresh('old');
      expect([...stored.keys()]).toEqual(['elsewhere']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ignores an older session arriving after a newer one', () => {
    const { openTab } = browser();
    const a = openTab();
    const b = openTab();
    const newer = { ...sessionFor('new'), expires_at: NOW / 1000 + 1000 };
    b.store.dispatch(sessionChanged(newer));
    a.sync.begin(sessionFor('old'));
    expect(b.state().session?.access_token).toBe('new');
  });
});
