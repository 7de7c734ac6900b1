import { resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../..');

/** The process-level tests run the real built bundles, so build them once per run. */
export default async function buildApps(): Promise<void> {
  for (const app of ['api', 'worker']) {
    await build({ configFile: resolve(root, `apps/${app}/vite.config.ts`), logLevel: 'warn' });
  }
}
