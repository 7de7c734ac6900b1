import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { workspaceAliases } from './aliases.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * A Node app (api, worker) built as one ESM file: workspace code is bundled, npm packages stay
 * external. Vite's Oxc transform emits the decorator metadata NestJS injection needs.
 */
export function nodeAppConfig(app: string): UserConfig {
  return defineConfig({
    root,
    resolve: { alias: workspaceAliases(root) },
    build: {
      ssr: resolve(root, `apps/${app}/src/main.ts`),
      outDir: resolve(root, `dist/apps/${app}`),
      emptyOutDir: true,
      target: 'node22',
      sourcemap: true,
      minify: false,
      rollupOptions: {
        external: (id) => !/^(\.|\/|\0|@sidequest\/|@oxc-project\/runtime)/.test(id),
        output: { format: 'es', entryFileNames: 'main.js' },
      },
    },
    ssr: { external: [...builtinModules] },
  });
}
