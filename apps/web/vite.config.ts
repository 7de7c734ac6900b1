import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { workspaceAliases } from '../../tools/vite/aliases.ts';
import { entryBudget } from './build/entry-budget.plugin.ts';
import { precompress } from './build/precompress.plugin.ts';
import { prerenderLanding } from './build/prerender.plugin.ts';

const workspaceRoot = resolve(import.meta.dirname, '../..');
// The api serves /api and the dev-only mail outbox under /dev; the SPA talks to both same-origin.
const apiTarget = 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/dev': { target: apiTarget, changeOrigin: true },
};

// react-router's package exports point every bundler at its development build (dev warnings and
// checks, ~30 KB gzipped); production bundles take the production build it ships beside it.
const routerDist = resolve(workspaceRoot, 'node_modules/react-router/dist/production');
const productionRouter = [
  { find: /^react-router$/, replacement: `${routerDist}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDist}/dom-export.mjs` },
];

export default defineConfig(({ command }) => {
  const alias = [...workspaceAliases(workspaceRoot), ...(command === 'build' ? productionRouter : [])];
  return {
    root: import.meta.dirname,
    resolve: { alias },
    plugins: [
      react(),
      // The landing's first JS (entry + its page, gzipped) must stay within 130 KB; the build fails above it.
      entryBudget({ budgetKb: 130, routeModule: /features\/landing\/components\/LandingPage\.tsx$/ }),
      // "/" for a visitor without a session, rendered into index.html with its CSS inline (hydrated by main.tsx).
      // And /occupations/:code, every one, into occupations/<code>/index.html (hydrated too; the api serves them).
      prerenderLanding({
        entry: 'src/entry-server.tsx',
        alias,
        occupations: {
          data: resolve(workspaceRoot, 'tools/prerender/occupation-details.ts'),
          screen: /features\/explore\/occupation-page\.ts$/,
          origin: process.env['APP_URL'],
        },
      }),
      precompress({ many: /[\\/]occupations[\\/][^\\/]+[\\/]index\.html$/ }),
    ],
    server: { port: 4200, strictPort: true, proxy },
    preview: { port: 4300, proxy },
    build: {
      outDir: resolve(workspaceRoot, 'dist/apps/web'),
      emptyOutDir: true,
      // No source maps in production: they would double the download for the curious and expose sources.
      sourcemap: false,
      // Every browser the app supports has modulepreload; the polyfill would cost the entry ~1 KB.
      modulePreload: { polyfill: false },
      // Everything the landing needs from node_modules (React, the router, Redux Toolkit) in one vendor chunk:
      // one gzip stream compresses ~1 KB better than three, lazy screens cannot split react/jsx-runtime into
      // extra entry chunks, and the group stays cached across deploys. The cookie and storage-key registry
      // (a few constants the entry and lazy screens share) rides along rather than costing the landing a request.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|immer|reselect|use-sync-external-store)[\\/]|libs[\\/]contracts[\\/]src[\\/]browser-storage\.ts$/,
              },
            ],
          },
        },
      },
    },
  };
});
