/**
 * Lighthouse (mobile form factor) on the landing page, printing the four category scores.
 *   npm run lighthouse                 build first (npm run build); serves dist/apps/web like the api does
 *   npm run lighthouse -- --url URL    measures a running server instead, e.g. the built api
 * Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium); never downloads a browser.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStaticServer } from './static-server.ts';

const root = resolve(import.meta.dirname, '../..');
const urlFlag = process.argv.indexOf('--url');
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 1;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function target(): Promise<{ url: string; stop: () => void }> {
  if (urlFlag > 0) return { url: process.argv[urlFlag + 1], stop: () => undefined };
  const dist = resolve(root, process.env.WEB_DIST_DIR ?? 'dist/apps/web');
  if (!existsSync(resolve(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run \`npm run build\` first.`);
  const { url, server } = await startStaticServer(dist);
  return { url, stop: () => server.close() };
}

const { url, stop } = await target();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
});
try {
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
    console.log(`Lighthouse (mobile) ${url}${runs > 1 ? ` run ${run}/${runs}` : ''}`);
    console.log(`  performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`);
    console.log(
      `  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  unused JS ${metric('unused-javascript')}`,
    );
    const failing = Object.values(categories)
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9).map((ref) => ref.id))
      .filter((id, i, all) => all.indexOf(id) === i);
    if (failing.length) console.log(`  below 90: ${failing.join(', ')}`);
  }
} finally {
  chrome.kill();
  stop();
}
