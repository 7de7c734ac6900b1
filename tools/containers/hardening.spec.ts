import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeImages, dockerfileImages, repositoryOf, shippedImage, shippedImages } from './images';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const compose = read('docker/compose.yaml');

/** The text of each service under `services:`, by name. */
function services(): Record<string, string> {
  const section = compose.slice(compose.indexOf('\nservices:\n'), compose.indexOf('\nvolumes:\n'));
  const blocks: Record<string, string> = {};
  const parts = section.split(/^ {2}([\w-]+):\n/m);
  for (let i = 1; i < parts.length; i += 2) blocks[parts[i]] = parts[i + 1];
  return blocks;
}

/** The USER of a Dockerfile's last stage (what its containers run as). */
function finalUser(dockerfile: string): string | undefined {
  const last = dockerfile.slice([...dockerfile.matchAll(/^FROM /gm)].at(-1)?.index ?? 0);
  return [...last.matchAll(/^USER\s+(\S+)/gm)].at(-1)?.[1];
}

/** PostgreSQL numbers its releases major.minor (15.13); the others major.minor.patch. */
const exactVersion = (repository: string) => (repository === 'postgres' ? /^\d+\.\d+$/ : /^v?\d+\.\d+\.\d+$/);

/** An image pinned by digest, or by a tag whose version (before any `-variant`) is one exact release. */
function pinned(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const tag = /:([^/:@]+)$/.exec(image)?.[1];
  return tag !== undefined && exactVersion(repositoryOf(image)).test(tag.split('-')[0]);
}

describe('the container files pin and harden what they run', () => {
  it('pin every image to an exact version or a digest', () => {
    const uses = shippedImages();
    expect(uses.length).toBeGreaterThanOrEqual(5);
    for (const { image, file } of uses) expect(pinned(image), `${image} in ${file}`).toBe(true);
    for (const loose of [
      'postgres:15',
      'redis:7',
      'axllent/mailpit:latest',
      'node:24-bookworm-slim',
      'nginx:1.27',
      'prom/prometheus:latest',
    ])
      expect(pinned(loose), loose).toBe(false);
    expect(pinned(`nginx@sha256:${'a'.repeat(64)}`)).toBe(true);
  });

  it('build on the Node version the project pins, one node image for every stage', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version?: string }> };
    const pinned = lock.packages['node_modules/node']?.version;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(shippedImage('node')).toMatch(new RegExp(`^node:${pinned!.replace(/\./g, '\\.')}-`));
  });

  it('name each official image once, so the stand-ins are built under exactly those names', () => {
    for (const repository of ['node', 'postgres', 'redis', 'axllent/mailpit', 'nginx', 'prom/prometheus'])
      expect(repositoryOf(shippedImage(repository))).toBe(repository);
    expect(composeImages('  db:\n    image: postgres:15.13-bookworm # pinned\n')).toEqual(['postgres:15.13-bookworm']);
    expect(dockerfileImages('FROM node:1.2.3 AS build\nFROM build\nFROM nginx:1.2.3\n')).toEqual([
      'node:1.2.3',
      'nginx:1.2.3',
    ]);
  });

  it('run every built service as a non-root user on a read-only root file system', () => {
    const built = Object.entries(services()).filter(([, block]) => /^ {4}build:/m.test(block));
    expect(built.map(([name]) => name).sort()).toEqual(['api', 'web', 'worker']);
    for (const [name, block] of built) {
      expect(block, `${name}: read_only`).toMatch(/^ {4}read_only: true$/m);
      expect(block, `${name}: tmpfs for what it writes`).toMatch(/^ {4}tmpfs: \[[^\]]*\/tmp[\],]/m);
      const dockerfile = /dockerfile: (docker\/[\w.]+)/.exec(block)?.[1];
      const user = /^ {4}user: ['"]?([^'"\s]+)/m.exec(block)?.[1] ?? finalUser(read(dockerfile!));
      expect(user, `${name}: its user`).toBeDefined();
      expect(user, `${name}: its user`).not.toMatch(/^(root|0)(:|$)/);
    }
    expect(finalUser('FROM a AS b\nUSER node\nFROM c\n')).toBeUndefined();
    expect(finalUser('FROM a AS b\nFROM c\nUSER nginx\n')).toBe('nginx');
  });

  it('run Prometheus as a non-root user on a read-only root file system, its config mounted read-only, on this machine only', () => {
    const block = services().prometheus;
    expect(block, 'a prometheus service').toBeDefined();
    expect(block).toMatch(/^ {4}image: prom\/prometheus:/m);
    expect(block).toMatch(/^ {4}read_only: true$/m);
    const data = /--storage\.tsdb\.path=(\S+)/.exec(block)?.[1];
    expect(data, 'its data directory').toBeDefined();
    const tmpfs = /^ {4}tmpfs: \[([^\]]*)\]$/m.exec(block)?.[1].split(/,\s*/) ?? [];
    expect(
      tmpfs.some((dir) => data === dir || data?.startsWith(`${dir}/`)),
      `its data (${data}) on a tmpfs`,
    ).toBe(true);
    const user = /^ {4}user: ['"]?([^'"\s]+)/m.exec(block)?.[1];
    expect(user, 'its user').toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(block).toMatch(/^ {6}- \$\{PROMETHEUS_CONFIG_DIR:-\.\/prometheus\}:\/etc\/prometheus:ro$/m);
    const ports = /^ {4}ports: \[(.*)\]$/m.exec(block)?.[1] ?? '';
    for (const [, published] of ports.matchAll(/'([^']+)'/g)) expect(published).toMatch(/^127\.0\.0\.1:/);
  });

  it('publish nginx from an unprivileged port inside its container', () => {
    const listen = Number(/^\s*listen (\d+);$/m.exec(read('docker/nginx.conf'))?.[1]);
    expect(listen).toBeGreaterThanOrEqual(1024);
    expect(services().web).toContain(`:${listen}']`);
  });

  it('connect the app as a role of its own, and migrate as the schema owner', () => {
    const owner = /^ {6}POSTGRES_USER: (\S+)$/m.exec(compose)?.[1];
    const appRole = /^ {2}DATABASE_URL: postgres:\/\/([^:]+):/m.exec(compose)?.[1];
    expect(owner).toBeDefined();
    expect(appRole).toBeDefined();
    expect(appRole).not.toBe(owner);
    expect(services().api).toMatch(new RegExp(`MIGRATIONS_DATABASE_URL: postgres://${owner}:`));
    expect(services().worker).not.toContain('MIGRATIONS_DATABASE_URL');
    const mount = /- \.\/(postgres\/[\w.-]+\.sh):\/docker-entrypoint-initdb\.d\/[\w.-]+\.sh:ro/.exec(
      services().postgres,
    );
    expect(mount).not.toBeNull();
    const init = read(`docker/${mount![1]}`);
    expect(init).toContain(`CREATE ROLE ${appRole} LOGIN NOSUPERUSER`);
    expect(init).toMatch(new RegExp(`GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${appRole}`));
    expect(init).not.toMatch(/GRANT ALL|SUPERUSER(?<!NOSUPERUSER)|CREATEDB(?<!NOCREATEDB)/);
  });
});
