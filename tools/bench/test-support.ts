import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { workspaceAliases } from '../vite/aliases.ts';

const root = resolve(import.meta.dirname, '../..');

/** The test support's process helpers, loaded through Vite: a plain node script cannot resolve `@sidequest/*` itself. */
export const { module: processes } = await runnerImport<typeof import('../testing/node-process.ts')>(
  resolve(root, 'tools/testing/node-process.ts'),
  { configFile: false, logLevel: 'error', resolve: { alias: workspaceAliases(root) } },
);
