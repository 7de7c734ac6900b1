/**
 * Prints 20 plans' day steps to read (`npm run print:day-steps`): 16 signature quests spread over the catalogue and
 * 4 of the built-in generator, at 30 minutes a day. The rules they keep are checked by
 * libs/quests/domain/src/generator/day-steps.data.spec.ts; this is for a person's eyes.
 */
import { runnerImport } from 'vite';
import { workspaceAliases } from '../vite/aliases.ts';

const root = new URL('../..', import.meta.url).pathname;
const { module } = await runnerImport<typeof import('./day-steps.work.ts')>(
  new URL('./day-steps.work.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error', resolve: { alias: workspaceAliases(root) } },
);
module.run();
