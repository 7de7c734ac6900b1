import { runnerImport } from 'vite';
import { workspaceAliases } from '../vite/aliases.ts';
const root = new URL('../..', import.meta.url).pathname;
await runnerImport(new URL('./try.work.ts', import.meta.url).pathname, { configFile: false, logLevel: 'error', resolve: { alias: workspaceAliases(root) } });
