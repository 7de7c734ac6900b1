import { runnerImport } from 'vite';
import { workspaceAliases } from '/work/main/tools/vite/aliases.ts';
await runnerImport(process.argv[2], { configFile: false, logLevel: 'error', resolve: { alias: workspaceAliases('/work/main/') } });
