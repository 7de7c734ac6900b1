/**
 * The built-in quest generator, in process: p50/p99 over 10,000 varied answers, the catalogue's
 * coverage (the share of the 1,110 O*NET titles, in singular lay form, recognised to their field),
 * the occupations with a signature quest and how many are distinct, the share of aliases that resolve
 * to their own occupation, the field templates that misfit, and ten random answers with their plans.
 * Run with `npm run bench:generator`. Prints numbers, no pass/fail.
 */
import { runnerImport } from 'vite';
import { workspaceAliases } from '../vite/aliases.ts';

const root = new URL('../..', import.meta.url).pathname;
const { module } = await runnerImport<typeof import('./generator.work.ts')>(
  new URL('./generator.work.ts', import.meta.url).pathname,
  {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: workspaceAliases(root) },
  },
);
module.run();
