import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import type { SessionEnvironment } from './lib/session/browser-session-deps';

export { PRERENDER_GUARD_SCRIPT } from '@sidequest/contracts';

// Nothing runs effects here: no refresh, lock or channel is ever used (and no BroadcastChannel keeps the build alive).
const inert: SessionEnvironment = {
  requestRefresh: async () => ({ kind: 'unavailable' }),
  withLock: (task) => task(),
  channel: { post: () => undefined, subscribe: () => () => undefined },
  now: Date.now,
};

/** The first render of "/" for a visitor without a session, as the browser's hydration expects it. */
export function renderLanding(): string {
  const store = makeStore({ authStatus: 'signed-out', sessionEnvironment: inert });
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return renderToString(<App store={store} router={router} />);
}
