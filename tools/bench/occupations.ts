/**
 * The occupation search, in process: top-1 and top-5 accuracy on the typed-title test set (alternate titles of
 * O*NET 29.3 as typed: exact, lower case, a typo, a short form, a level word, a plural, a sentence around),
 * search p50/p99, the index build time and the heap it holds, and 20 random typed titles with their matches.
 * Run with `npm run bench:occupations` (BENCH_MISSES=1 lists every miss). Prints numbers, no pass/fail.
 */
import { runnerImport } from 'vite';
import { workspaceAliases } from '../vite/aliases.ts';

const root = new URL('../..', import.meta.url).pathname;
const { module } = await runnerImport<typeof import('./occupations.work.ts')>(
  new URL('./occupations.work.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error', resolve: { alias: workspaceAliases(root) } },
);
module.run();
