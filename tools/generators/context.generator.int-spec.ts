import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The context generator, proved end to end: in a throwaway copy of the repository, generate a context
 * called `probe`, then lint, typecheck and test it as a newcomer would, and discard the copy.
 */
const root = resolve(import.meta.dirname, '../..');
const LIST = 'libs/contexts/src/contexts.ts';
const STEP_TIMEOUT = 15 * 60_000;

let copy: string;
let generated: Run;

interface Run {
  status: number | null;
  stdout: string;
  /** stdout and stderr, for the failure message. */
  output: string;
}

/** A command in the copy, with the environment of a shell (not of this test run's Vitest worker). */
function run(cwd: string, command: string, args: string[]): Run {
  const inherited = Object.entries(process.env).filter(
    ([key]) => !key.startsWith('VITEST') && !['NODE_ENV', 'FORCE_COLOR'].includes(key),
  );
  const result = spawnSync(command, args, {
    cwd,
    env: { ...Object.fromEntries(inherited), NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: STEP_TIMEOUT,
  });
  const stdout = result.stdout ?? '';
  return {
    status: result.status,
    stdout,
    output: `${stdout}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`,
  };
}

const git = (cwd: string, ...args: string[]) =>
  run(cwd, 'git', [
    '-c',
    'user.name=generator-check',
    '-c',
    'user.email=generator-check@example.invalid',
    '-c',
    'commit.gpgsign=false',
    ...args,
  ]);

/** The files git would commit (tracked and new, not ignored), as they are in the working tree. */
function copyRepository(to: string): void {
  const listed = git(root, 'ls-files', '--cached', '--others', '--exclude-standard', '-z');
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.output}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(root, file);
    const stat = lstatSync(from, { throwIfNoEntry: false });
    if (!stat) continue; // deleted in the working tree, not yet committed
    mkdirSync(dirname(join(to, file)), { recursive: true });
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), join(to, file));
    else copyFileSync(from, join(to, file));
  }
  symlinkSync(realpathSync(join(root, 'node_modules')), join(to, 'node_modules'));
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'sidequest-generator-'));
  copyRepository(copy);
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'the repository before the generator'],
  ]) {
    const step = git(copy, ...args);
    if (step.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${step.output}`);
  }
  generated = run(copy, 'npx', ['--no-install', 'nx', 'g', './tools/generators:context', 'probe']);
}, STEP_TIMEOUT);

afterAll(() => {
  if (!copy) return;
  if (lstatSync(join(copy, 'node_modules'), { throwIfNoEntry: false })?.isSymbolicLink())
    unlinkSync(join(copy, 'node_modules'));
  rmSync(copy, { recursive: true, force: true });
});

describe('npx nx g ./tools/generators:context probe', () => {
  it('creates libs/probe and edits no existing file but the list of contexts', () => {
    expect(generated.output).toContain(`UPDATE ${LIST}`);
    expect(generated.status).toBe(0);

    const status = git(copy, 'status', '--porcelain', '--untracked-files=all');
    expect(status.status).toBe(0);
    const lines = status.stdout.split('\n').filter(Boolean);
    const created = lines.filter((line) => line.startsWith('?? ')).map((line) => line.slice(3));
    const others = lines.filter((line) => !line.startsWith('?? '));
    expect(others).toEqual([` M ${LIST}`]);
    expect(created.filter((file) => !file.startsWith('libs/probe/'))).toEqual([]);
    expect(created).toEqual(
      expect.arrayContaining([
        'libs/probe/domain/project.json',
        'libs/probe/domain/src/index.ts',
        'libs/probe/domain/src/probe-use-cases.ts',
        'libs/probe/domain/src/testing/index.ts',
        'libs/probe/domain/src/use-cases/add-probe-item.use-case.spec.ts',
        'libs/probe/nest/project.json',
        'libs/probe/nest/src/index.ts',
        'libs/probe/nest/src/probe.module.ts',
        'libs/probe/nest/src/probe.context.ts',
        'libs/probe/nest/src/persistence/probe.migrations.ts',
        'libs/probe/nest/src/testing/index.ts',
      ]),
    );

    const diff = git(copy, 'diff', '--unified=0', LIST).stdout;
    expect(diff).toContain("+import { probeContext } from '@sidequest/probe-nest';");
    expect(diff).toContain('+  (_config, runtime) => probeContext(runtime.clock),');
  });

  it(
    'lints clean, with the module boundaries checked against the project graph',
    () => {
      const projects = run(copy, 'npx', ['--no-install', 'nx', 'show', 'projects']);
      expect(projects.status).toBe(0);
      expect(projects.stdout.split('\n')).toEqual(expect.arrayContaining(['probe-domain', 'probe-nest', 'contexts']));

      const lint = run(copy, 'npx', ['--no-install', 'eslint', 'libs/probe', 'libs/contexts']);
      expect(lint.output).not.toContain('No cached ProjectGraph');
      expect(lint.status, lint.output).toBe(0);
    },
    STEP_TIMEOUT,
  );

  it(
    'typechecks with the whole tree',
    () => {
      const typecheck = run(copy, 'npx', ['--no-install', 'tsc', '-p', 'tsconfig.json', '--noEmit']);
      expect(typecheck.status, typecheck.output).toBe(0);
    },
    STEP_TIMEOUT,
  );

  it(
    "passes the probe's own tests, its repository's contract in memory and on Postgres",
    () => {
      const unit = run(copy, 'npx', ['--no-install', 'vitest', 'run', '--project', 'unit', 'libs/probe']);
      expect(unit.status, unit.output).toBe(0);
      expect(unit.output).toContain('libs/probe/domain/src/use-cases/add-probe-item.use-case.spec.ts');
      expect(unit.output).toMatch(/Tests\s+4 passed/);
      const integration = run(copy, 'npx', ['--no-install', 'vitest', 'run', '--project', 'integration', 'libs/probe']);
      expect(integration.status, integration.output).toBe(0);
      expect(integration.output).toMatch(/Tests\s+2 passed/);
    },
    STEP_TIMEOUT,
  );

  it(
    "keeps the tree's own checks green: the table owners and the contract-suite census take the probe in",
    () => {
      const checks = ['tools/testing/table-ownership.spec.ts', 'tools/testing/port-contracts.spec.ts'];
      const test = run(copy, 'npx', ['--no-install', 'vitest', 'run', '--project', 'unit', ...checks]);
      expect(test.status, test.output).toBe(0);
      expect(test.output).toContain('table-ownership.spec.ts');
      expect(test.output).toContain('port-contracts.spec.ts');
    },
    STEP_TIMEOUT,
  );
});
