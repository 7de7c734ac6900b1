import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Only the platform's modules are global (DbModule, MailModule, AccountWriteGateRegistry): a context's
 * provider reaches another module because the composition imports it, never because it leaks
 * everywhere. Neither `@Global()` nor a dynamic module's `global: true` appears in libs/ outside
 * libs/platform.
 */
const root = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const GLOBAL = /@Global\(|\bglobal:\s*true\b/;

describe('global modules', () => {
  it('none outside libs/platform', () => {
    const files = sources(join(root, 'libs')).filter((file) => !file.startsWith(join(root, 'libs', 'platform') + '/'));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => GLOBAL.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
