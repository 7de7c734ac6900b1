import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { workspaceAliases } from './tools/vite/aliases.ts';

const root = import.meta.dirname;
const resolve = { alias: workspaceAliases(root) };

/** A tier that runs one file at a time after the unit tests, on the shared Postgres and Redis (and whatever `setup` adds). */
function serialTier(
  name: string,
  include: string[],
  setup: string[],
  timeouts: { testTimeout: number; hookTimeout: number },
) {
  return {
    resolve,
    test: {
      name,
      include,
      globalSetup: ['tools/testing/services.global-setup.ts', ...setup],
      ...timeouts,
      fileParallelism: false,
      sequence: { groupOrder: 1 },
    },
  };
}

/**
 * One run, four tiers. `npm test` runs them all; `vitest run --project unit` runs one. No suite needs an idle
 * machine: a verdict rests on behaviour, exact counts, bytes, or a figure several times its run-to-run spread.
 * Group order: unit (0), then the one-file-at-a-time tiers (1); Vitest would otherwise run a project
 * without parallelism and without an explicit group after every numbered group.
 */
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        resolve,
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['{apps,libs,tools}/**/*.spec.{ts,tsx}'],
          environment: 'node',
          // A file's first use of the occupation search builds its index (about a second, more on a busy machine).
          testTimeout: 20_000,
        },
      },
      serialTier('integration', ['{apps,libs,tools}/**/*.int-spec.ts'], [], {
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      serialTier('api-e2e', ['apps/{api,worker}/**/*.e2e-spec.ts'], ['tools/testing/build-apps.global-setup.ts'], {
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      serialTier('browser', ['apps/e2e/**/*.e2e-spec.ts'], ['apps/e2e/src/support/global-setup.ts'], {
        testTimeout: 60_000,
        hookTimeout: 120_000,
      }),
      {
        resolve,
        test: {
          // docker/ built and run with podman-compose on local stand-in images: `npm run proof:containers`.
          name: 'containers',
          include: ['apps/e2e/src/containers/*.proof-spec.ts'],
          testTimeout: 10 * 60_000,
          hookTimeout: 45 * 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
