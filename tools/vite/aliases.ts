import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The tsconfig path map as Vite aliases, so builds and tests resolve `@sidequest/*` the same way tsc does. */
export function workspaceAliases(root: string): { find: RegExp; replacement: string }[] {
  const base = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8'));
  const paths: Record<string, string[]> = base.compilerOptions.paths;
  return Object.entries(paths)
    .sort(([a], [b]) => b.length - a.length)
    .map(([name, [target]]) => ({
      find: new RegExp(`^${name.replace(/[/.-]/g, (c) => `\\${c}`)}$`),
      replacement: resolve(root, target),
    }));
}
