/**
 * Builds local stand-ins for the official images docker/*.Dockerfile and docker/compose.yaml name (under the
 * exact names those files pin, read from them by images.ts), from
 * Debian's packages and the npm registry (no image registry is reachable here). Each keeps its official
 * image's contract (variables, ports, volumes, user), so the real files build and run unchanged, here on
 * the stand-ins and elsewhere on the official images. A stand-in is rebuilt only when its inputs change.
 *
 *   node tools/containers/standins.ts
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryOf, shippedImage, shippedImages } from './images.ts';
import { imageExists, output, run } from './podman.ts';

const root = join(import.meta.dirname, '..', '..');
const here = join(import.meta.dirname, 'standins');
const BASE = 'localhost/debian-base:bookworm';
const HOST_CA_BUNDLE = process.env.NODE_EXTRA_CA_CERTS ?? '/etc/ssl/certs/ca-certificates.crt';

/** The version the project's lockfile pins for a package. */
function locked(name: string): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`package-lock.json pins no ${name}`);
  return version;
}

function hashOf(dir: string, extra: string): string {
  const hash = createHash('sha256').update(extra);
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Builds `name` from a context directory unless an image with the same inputs (its stand-in folder, `versions`) is there. */
function build(name: string, context: string, inputs: string, versions = '', args: Record<string, string> = {}): void {
  const hash = hashOf(join(here, inputs), `${versions} ${JSON.stringify(args)}`);
  if (
    imageExists(name) &&
    output('podman', ['image', 'inspect', name, '--format', '{{index .Labels "sq.standin"}}'], true) === hash
  ) {
    console.log(`standins: ${name} is up to date`);
    return;
  }
  console.log(`standins: building ${name}`);
  run('podman', [
    'build',
    '--quiet',
    '--label',
    `sq.standin=${hash}`,
    ...Object.entries(args).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]),
    '-t',
    name,
    '-f',
    join(context, 'Containerfile'),
    context,
  ]);
}

function ensureBase(): void {
  if (imageExists(BASE)) return;
  const dir = mkdtempSync(join(tmpdir(), 'sq-base-'));
  try {
    console.log('standins: building the Debian bookworm base with mmdebstrap');
    run('mmdebstrap', [
      '--quiet',
      '--variant=minbase',
      'bookworm',
      join(dir, 'rootfs.tar'),
      'http://deb.debian.org/debian',
    ]);
    run('podman', ['import', '--quiet', join(dir, 'rootfs.tar'), BASE]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The node image docker/ pins: the Node binary of the pinned npm `node` package (the same version), and the npm the host runs. */
function buildNode(name: string): void {
  const context = mkdtempSync(join(tmpdir(), 'sq-node-'));
  try {
    const binary = realpathSync(join(root, 'node_modules', '.bin', 'node'));
    cpSync(binary, join(context, 'node'));
    cpSync(join(here, 'node', 'Containerfile'), join(context, 'Containerfile'));
    cpSync(HOST_CA_BUNDLE, join(context, 'ca-certificates.crt'));
    const npmVersion =
      output(binary, [join(realpathSync(output('sh', ['-c', 'command -v npm']))), '--version'], true) || '11';
    run('npm', ['pack', '--silent', `npm@${npmVersion}`, '--pack-destination', context], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(context).find((f) => f.startsWith('npm-') && f.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack produced no tarball');
    run('tar', ['-xzf', join(context, tarball), '-C', context]);
    run('mv', [join(context, 'package'), join(context, 'npm')]);
    rmSync(join(context, tarball));
    const nodeVersion = output(binary, ['--version']);
    const tagged = /:(\d+\.\d+\.\d+)/.exec(name)?.[1];
    if (tagged && `v${tagged}` !== nodeVersion)
      throw new Error(
        `docker/ pins ${name} but the project's Node is ${nodeVersion}: pin node:${nodeVersion.slice(1)}-…`,
      );
    build(
      name,
      context,
      'node',
      `${nodeVersion} npm ${npmVersion} ${createHash('sha256').update(readFileSync(HOST_CA_BUNDLE)).digest('hex')}`,
    );
    console.log(`standins: ${name} has Node ${nodeVersion} and npm ${npmVersion}`);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

function buildMailCatcher(name: string, nodeImage: string): void {
  const context = mkdtempSync(join(tmpdir(), 'sq-mail-'));
  try {
    cpSync(join(here, 'mailpit'), context, { recursive: true });
    const pkg = {
      name: 'mail-catcher',
      private: true,
      type: 'module',
      dependencies: { 'smtp-server': locked('smtp-server'), mailparser: locked('mailparser') },
    };
    writeFileSync(join(context, 'package.json'), JSON.stringify(pkg, null, 2));
    build(name, context, 'mailpit', JSON.stringify(pkg), { NODE_IMAGE: nodeImage });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** The Prometheus docker/compose.yaml pins (prom/prometheus:v2.42.0): Debian's package of that release. */
function buildPrometheus(name: string): void {
  const version = /:v(\d+\.\d+\.\d+)$/.exec(name)?.[1];
  if (!version) throw new Error(`${name}: pin prom/prometheus:vX.Y.Z, the release Debian packages`);
  build(name, join(here, 'prometheus'), 'prometheus', '', { VERSION: version });
}

const STANDINS = ['node', 'postgres', 'redis', 'axllent/mailpit', 'nginx', 'prom/prometheus'];

export function buildStandins(): void {
  if (!existsSync('/etc/containers/containers.conf'))
    console.warn('standins: no /etc/containers/containers.conf; see docs/TESTING.md, Tests (runc as the runtime)');
  const unknown = shippedImages().filter((u) => !STANDINS.includes(repositoryOf(u.image)));
  if (unknown.length)
    throw new Error(`no stand-in for ${unknown.map((u) => `${u.image} (${u.file})`).join(', ')}: add one here`);
  ensureBase();
  const node = shippedImage('node');
  buildNode(node);
  build(shippedImage('postgres'), join(here, 'postgres'), 'postgres');
  build(shippedImage('redis'), join(here, 'redis'), 'redis');
  buildMailCatcher(shippedImage('axllent/mailpit'), node);
  build(shippedImage('nginx'), join(here, 'nginx'), 'nginx');
  buildPrometheus(shippedImage('prom/prometheus'));
}

if (import.meta.filename === process.argv[1]) buildStandins();
