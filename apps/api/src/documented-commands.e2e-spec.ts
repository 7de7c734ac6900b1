import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { useTestApi } from './testing/test-api';

/**
 * Every `npm run <script>` that README.md and docs/ name works from a clone: each is run here once, as a newcomer
 * types it (through npm, with plain node, after this tier's global setup built the apps), at its smallest budget.
 * Only its exit code and the table or summary it prints are checked, never a figure: a time never gates CI.
 */
const root = resolve(import.meta.dirname, '../../..');
/** Generous: the machine running this may be busy with other suites. */
const TIMEOUT = 5 * 60_000;

interface Run {
  args?: string[];
  env?: Record<string, string>;
  /** What the command prints when it worked: its table, or its summary line. */
  prints: RegExp;
  /** What it must not print: the bench's count of refused requests, say. */
  refuses?: RegExp;
  /** Besides 0, the exit code of a verdict on its figures (the soak's goals), which at this budget mean nothing. */
  verdictCode?: number;
}

const scratch = mkdtempSync(join(tmpdir(), 'sq-documented-'));
const api = useTestApi();
const restoreTarget: { db?: TestDatabase } = {};
afterAll(async () => {
  await restoreTarget.db?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** The commands run here, each with its smallest budget (see the env options at the top of each tool). */
const RUNS: Record<string, Run | (() => Run)> = {
  'print:day-steps': { prints: /^Day 20 /m },
  'bench:generator': { prints: /^ten random answers/m },
  'bench:occupations': { prints: /restored at start from the build's snapshot/ },
  'bench:search-libraries': { env: { BENCH_REPEAT: '1', BENCH_SAMPLE: '50' }, prints: /^library +build ms/m },
  bench: {
    env: { BENCH_REQUESTS: '50', BENCH_CONCURRENCY: '5' },
    prints: /^api RSS after load: /m,
    refuses: /errors [1-9]/,
  },
  'bench:load': {
    args: ['me'],
    env: { BENCH_ROUNDS: '1', BENCH_SECONDS: '1', BENCH_USERS: '5' },
    prints: /\| GET \/api\/me \| \d+ \| \d+ \|/,
  },
  soak: {
    env: { SOAK_SECONDS: '1', SOAK_WARMUP_REQUESTS: '200' },
    prints: /^soak: (all goals met|a goal was missed)$/m,
    verdictCode: 1,
  },
  'bench:reminders': { env: { BENCH_PEOPLE: '200' }, prints: /^2 worker\(s\): 200 reminders stored in /m },
  lighthouse: { args: ['--runs', '1'], prints: /performance \d+ +accessibility \d+/ },
  'ops:backup': () => ({ args: ['--dir', scratch], env: { DATABASE_URL: api.db.url }, prints: /^backed up schema /m }),
  'ops:restore': () => {
    const dump = readdirSync(scratch).find((file) => file.endsWith('.dump'));
    if (!dump) throw new Error('ops:backup left no dump to restore');
    return { args: [join(scratch, dump)], env: { DATABASE_URL: restoreTarget.db!.url }, prints: /^restored /m };
  },
  'mail:retry': () => ({
    args: ['--all-failed'],
    env: { DATABASE_URL: api.db.url },
    prints: /^no failed mail to queue again$/m,
  }),
};

/** Documented commands that are not run here, each with the reason. */
const ELSEWHERE: Record<string, string> = {
  build: "this tier's global setup runs it before any spec (tools/testing/build-apps.global-setup.ts)",
  dev: 'starts dev servers that run until stopped',
  worker: 'runs until stopped; the worker e2e specs start the same dist/apps/worker/main.js',
  'test:unit': '`npm test` runs every tier',
  'test:integration': '`npm test` runs every tier',
  'test:e2e': '`npm test` runs every tier',
  lint: '`npm test` starts with it',
  typecheck: '`npm test` runs it after lint',
  graph: 'serves the project graph in a browser until stopped; `npm run lint` already builds the graph',
  'proof:fuzz': 'apps/api/src/proof/fuzz.e2e-spec.ts, its spec, runs in this tier with fewer runs',
  'proof:faults': 'its two specs run in this tier with a shorter outage',
  'proof:containers': "`npm test` runs the containers project (vitest's `containers`)",
};

/** Every `npm run <script>` in README.md and the docs. */
function documentedScripts(): string[] {
  const files = ['README.md', ...readdirSync(join(root, 'docs')).map((file) => `docs/${file}`)].filter((file) =>
    file.endsWith('.md'),
  );
  const names = files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1]),
  );
  return [...new Set(names)].sort();
}

/** `npm run <script> [-- args]` from the repository root, with the shell's environment, not this worker's. */
function npmRun(script: string, run: Run): Promise<{ code: number | null; output: string }> {
  const inherited = Object.entries(process.env).filter(
    ([key]) => !key.startsWith('VITEST') && !['NODE_ENV', 'FORCE_COLOR', 'NODE_OPTIONS'].includes(key),
  );
  const child = spawn('npm', ['run', '-s', script, ...(run.args ? ['--', ...run.args] : [])], {
    cwd: root,
    env: { ...Object.fromEntries(inherited), NO_COLOR: '1', ...run.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => child.on('close', (code) => done({ code, output })));
}

describe('every documented npm command', () => {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;

  it('is run here or says where else it is proved, and names a script that exists', () => {
    const accounted = [...Object.keys(RUNS), ...Object.keys(ELSEWHERE)].sort();
    expect(documentedScripts().filter((name) => !accounted.includes(name))).toEqual([]);
    expect(accounted.filter((name) => !(name in scripts))).toEqual([]);
  });

  for (const [script, entry] of Object.entries(RUNS)) {
    it(
      `npm run ${script} exits 0 and prints its ${script.startsWith('ops') || script === 'mail:retry' ? 'summary' : 'table'}`,
      async () => {
        if (script === 'ops:restore') restoreTarget.db = await createTestDatabase('sq_documented_restore');
        const run = typeof entry === 'function' ? entry() : entry;
        const { code, output } = await npmRun(script, run);
        expect([0, run.verdictCode ?? 0], output.slice(-4000)).toContain(code);
        expect(output).toMatch(run.prints);
        if (run.refuses) expect(output).not.toMatch(run.refuses);
      },
      TIMEOUT,
    );
  }
});
