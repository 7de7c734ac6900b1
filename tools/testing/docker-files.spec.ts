import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the container files keep secrets out', () => {
  it('leave .env, .data, .git and node_modules out of every build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['.env', '.env.*', '.data', '.git', 'node_modules']) expect(ignored).toContain(entry);
  });

  it('take the database passwords from the environment, refusing to start without them', () => {
    const compose = read('docker/compose.yaml');
    for (const name of ['POSTGRES_PASSWORD', 'APP_DB_PASSWORD'])
      expect(compose.match(new RegExp(`\\$\\{${name}:\\?[^}]+\\}`, 'g'))?.length ?? 0, name).toBeGreaterThan(0);
    for (const line of compose
      .split('\n')
      .filter((l) => /_PASSWORD:|postgres:\/\//.test(l) && !l.trim().startsWith('#'))) {
      expect(line, 'a password written into compose').toMatch(/\$\{(POSTGRES|APP_DB)_PASSWORD:\?[^}]+\}/);
    }
  });

  it("publish the caught mail's UI on this machine only", () => {
    const mail = /\n {2}mail:\n([\s\S]*?)(?=\n {2}\w|\n\w)/.exec(read('docker/compose.yaml'))?.[1] ?? '';
    const ports = [...mail.matchAll(/'([^']+)'/g)].map((m) => m[1]).filter((p) => /^\S*\d+:\d+$/.test(p));
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:/);
  });
});
