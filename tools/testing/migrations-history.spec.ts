import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function files(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files(path, out);
    else if (/migrations?\.ts$/.test(entry.name)) out.push(path);
  }
  return out;
}

const importsOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);

/**
 * A migration is history: it never imports live code, so changing today's seeds, catalogues or schemas can never
 * change what an old migration does to a fresh database. It may import MikroORM's Migration and files of its own
 * folder that import nothing themselves (a seed snapshot, another migration).
 */
describe('migrations are history', () => {
  const migrations = files(join(root, 'libs'));

  it('finds the migrations of every context and of the platform', () => {
    expect(migrations.length).toBeGreaterThanOrEqual(8);
  });

  it('import nothing live: only MikroORM, and snapshots of their own that import nothing but MikroORM', () => {
    const live: string[] = [];
    const check = (path: string, seen: Set<string>) => {
      if (seen.has(path)) return;
      seen.add(path);
      for (const specifier of importsOf(path)) {
        if (specifier === '@mikro-orm/migrations') continue;
        if (specifier.startsWith('./')) check(resolve(dirname(path), `${specifier}.ts`), seen);
        else live.push(`${relative(root, path)} imports ${specifier}`);
      }
    };
    for (const path of migrations) check(path, new Set());
    expect(live).toEqual([]);
  });
});
