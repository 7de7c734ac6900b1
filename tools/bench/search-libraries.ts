/**
 * The kept search libraries side by side on the occupation catalogue: MiniSearch, FlexSearch and Orama in
 * process (and, with BENCH_PG=1, PostgreSQL pg_trgm and full-text over a throwaway database). Each library gets
 * the same documents (the distinct phrases TitleIndexSearch holds) and the same queries (the typed-title test set,
 * read by `typedWords`), and is measured for index build time, heap held, retrieval p50/p99 and top-1/top-5.
 * Every measurement is repeated (BENCH_REPEAT, 3) and the median printed; BENCH_SAMPLE=n keeps every nth typed title. Run with
 * `npm run bench:search-libraries`. Prints numbers, no pass/fail.
 */
import { runnerImport } from 'vite';
import { workspaceAliases } from '../vite/aliases.ts';

const root = new URL('../..', import.meta.url).pathname;
const { module } = await runnerImport<typeof import('./search-libraries.work.ts')>(
  new URL('./search-libraries.work.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error', resolve: { alias: workspaceAliases(root) } },
);
await module.run();
