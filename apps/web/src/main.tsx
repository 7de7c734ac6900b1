import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { store } from './app/browser-store';
import { router } from './app/router';
import { applyStoredTheme } from './lib/stored-theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

applyStoredTheme();

const app = <App store={store} router={router} />;

// index.html carries the landing pre-rendered for "/" without a session (build/prerender.plugin.ts); its
// inline guard marks every other load with data-spa, whose markup is hidden and dropped here.
const html = document.documentElement;
const prerendered = container.hasChildNodes() && html.dataset.spa === undefined;
if (!prerendered) {
  container.replaceChildren();
  delete html.dataset.spa;
}
// A transition renders (and hydrates) in slices that yield to the browser, so it is no single long task (Lighthouse's TBT).
startTransition(() => {
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
