import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const escape = (text: string) => text.replace(/[/.+?^$()[\]{}|\\-]/g, (c) => `\\${c}`);

/**
 * The tsconfig path map as Vite aliases, so builds and tests resolve `@sidequest/*` the same way tsc does.
 * A wildcard entry (`@sidequest/*-domain` -> `libs/*\/domain/src/index.ts`) becomes a regex alias whose one
 * path segment fills the target's `*`, so a new context needs no entry here or in tsconfig.base.json.
 */
export function workspaceAliases(root: string): { find: RegExp; replacement: string }[] {
  const base = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8'));
  const paths: Record<string, string[]> = base.compilerOptions.paths;
  const exact = Object.entries(paths).filter(([name]) => !name.includes('*'));
  const wildcards = Object.entries(paths).filter(([name]) => name.includes('*'));
  return [
    // Exact names first (longest first), then patterns: an exact entry beats a `@sidequest/*-domain` pattern.
    ...exact
      .sort(([a], [b]) => b.length - a.length)
      .map(([name, [target]]) => ({ find: new RegExp(`^${escape(name)}$`), replacement: resolve(root, target) })),
    ...wildcards
      .sort(([a], [b]) => b.length - a.length)
      .map(([name, [target]]) => ({
        find: new RegExp(`^${name.split('*').map(escape).join('([^/]+)')}$`),
        replacement: resolve(root, target).replace('*', '$1'),
      })),
  ];
}
