import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
// A transition renders in slices that yield to the browser, so the first render is no single long task (Lighthouse's TBT).
startTransition(() => createRoot(container).render(<App />));
