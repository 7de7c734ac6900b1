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

  it('take the database password from the environment, refusing to start without it', () => {
    const compose = read('docker/compose.yaml');
    const uses = compose.match(/POSTGRES_PASSWORD[^\n]*/g) ?? [];
    expect(uses.length).toBeGreaterThan(0);
    for (const line of compose
      .split('\n')
      .filter((l) => /POSTGRES_PASSWORD:|postgres:\/\//.test(l) && !l.trim().startsWith('#'))) {
      expect(line, 'a password written into compose').toMatch(/\$\{POSTGRES_PASSWORD:\?[^}]+\}/);
    }
  });

  it("publish the caught mail's UI on this machine only", () => {
    const mail = /\n {2}mail:\n([\s\S]*?)(?=\n {2}\w|\n\w)/.exec(read('docker/compose.yaml'))?.[1] ?? '';
    const ports = [...mail.matchAll(/'([^']+)'/g)].map((m) => m[1]).filter((p) => /^\S*\d+:\d+$/.test(p));
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:/);
  });
});
