import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import type { PrerenderedOccupation } from '@sidequest/contracts';
import { setPrerenderedOccupation } from './features/explore';
import { occupationPath } from './lib/paths';
import type { SessionEnvironment } from './lib/session/browser-session-deps';

export { PRERENDER_GUARD_SCRIPT } from '@sidequest/contracts';
export { PRERENDERED_OCCUPATION_ID } from './features/explore';

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

/** Renders the app (its lazy screens too) to a string once everything it suspends on has arrived. */
async function renderReady(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, { onError: (error) => void errors.push(error) });
  if (errors.length) throw new Error(`the pre-render failed: ${errors.map(String).join('; ')}`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The first render of /occupations/:code for a visitor without a session, with the occupation the page
 * carries (prerendered-occupation.ts), as the browser's hydration expects it.
 */
export function renderOccupation(occupation: PrerenderedOccupation): Promise<string> {
  setPrerenderedOccupation(occupation);
  const store = makeStore({ authStatus: 'signed-out', sessionEnvironment: inert });
  const router = createMemoryRouter(routes, { initialEntries: [occupationPath(occupation.code)] });
  return renderReady(<App store={store} router={router} />);
}
