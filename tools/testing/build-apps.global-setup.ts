import { resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../..');

/** Production builds of the given apps, as `npm run build` makes them (Vitest sets NODE_ENV=test, which would give React's dev build). */
export async function buildApps(apps: string[]): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const app of apps) {
      await build({ configFile: resolve(root, `apps/${app}/vite.config.ts`), mode: 'production', logLevel: 'warn' });
    }
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** The process-level tests run the real built bundles, so build them once per run. */
export default async function buildNodeApps(): Promise<void> {
  await buildApps(['api', 'worker']);
}
