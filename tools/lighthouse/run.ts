/**
 * Lighthouse (mobile form factor) on the landing page (or another page with --path), printing the four category
 * scores per run and their median.
 *   npm run lighthouse                 build first (npm run build); serves dist/apps/web like the api does
 *   npm run lighthouse -- --url URL    measures a running server instead, e.g. the built api
 *   npm run lighthouse -- --runs N     N runs (default 1)
 *   npm run lighthouse -- --path P     another page of the build, e.g. --path /occupations/15-1252.00 (pre-rendered)
 * Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium); never downloads a browser.
 * Not a CI gate (a busy machine moves the score): CI holds the landing to bytes, requests, CLS and LCP
 * figures instead (apps/e2e/src/landing-budgets.e2e-spec.ts).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatRun, formatScores, medianScores, runLighthouse } from '../testing/lighthouse.ts';
import { startStaticServer } from './static-server.ts';

const root = resolve(import.meta.dirname, '../..');
const urlFlag = process.argv.indexOf('--url');
const runsFlag = process.argv.indexOf('--runs');
const pathFlag = process.argv.indexOf('--path');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 1;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function target(): Promise<{ url: string; stop: () => void }> {
  if (urlFlag > 0) return { url: process.argv[urlFlag + 1], stop: () => undefined };
  const dist = resolve(root, process.env.WEB_DIST_DIR ?? 'dist/apps/web');
  if (!existsSync(resolve(dist, 'index.html')))
    throw new Error(`${dist}/index.html is missing: run \`npm run build\` first.`);
  const { url, server } = await startStaticServer(dist);
  const page = pathFlag > 0 ? new URL(process.argv[pathFlag + 1], url).href : url;
  return { url: page, stop: () => server.close() };
}

const { url, stop } = await target();
try {
  const results = await runLighthouse(url, runs, chromePath);
  results.forEach((run, i) =>
    console.log(`Lighthouse (mobile) ${url}${runs > 1 ? ` run ${i + 1}/${runs}` : ''}\n${formatRun(run)}`),
  );
  if (runs > 1) console.log(`median of ${runs}: ${formatScores(medianScores(results))}`);
} finally {
  stop();
}
