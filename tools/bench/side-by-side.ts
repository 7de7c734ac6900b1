/**
 * bench:load. The built api (default LOG_LEVEL=info) and the raw baseline (tools/bench/raw-baseline.ts:
 * plain Fastify + pg + HS256, the api's own SQL) side by side in one run, on the same database and
 * the same BENCH_USERS (40) onboarded users. For each endpoint: autocannon, 50 connections, a short warm-up, then
 * the two sides take turns (api, raw, raw, api, ...) for BENCH_ROUNDS (3) rounds of BENCH_SECONDS (8) s.
 * Prints each round's ratio and a table: mean req/s, median p50/p99, server CPU per request, RSS.
 * Both sides use Redis (TEST_REDIS_URL) for generation's rate limits, as production does.
 * Run with `npm run build && npm run bench:load` (or `-- me dashboard` for some). Target: ratio >= 0.70, api p99 <= 40 ms.
 * BENCH_API_MAIN runs another build (before/after); BENCH_CPU_PROF=<dir> profiles both servers.
 * BENCH_BASELINE=metrics-off puts the same api build with METRICS=false on the baseline side, in the same run:
 * what Prometheus metrics cost (the "raw" columns are then that api); BENCH_BASELINE=api puts the same api, as it
 * is, there: the A/A run that shows how far two identical sides drift apart on this machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import {
  benchApiEnv,
  COMMUNITY,
  cpuSeconds,
  DASHBOARD,
  GENERATE,
  hammer,
  ME,
  OCCUPATION,
  onboardedUser,
  rssMiB,
  type BenchUser,
  type LoadResult,
  type LoadTarget,
} from '../testing/load.ts';
import { processes } from './test-support.ts';

const { freePort } = processes;

const root = resolve(import.meta.dirname, '../..');
const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const USERS = Number(process.env.BENCH_USERS ?? 40);
const CONNECTIONS = 50;
const secret = 'bench-secret-'.padEnd(48, 'x');
const ENDPOINTS = [ME, DASHBOARD, GENERATE, COMMUNITY, OCCUPATION];

async function admin(sql: string, params: unknown[] = []) {
  const c = new pg.Client(adminUrl);
  await c.connect();
  return c.query(sql, params).finally(() => c.end());
}

/** Transactions the database committed so far (each autocommit statement is one). */
async function commits(db: string): Promise<number> {
  await new Promise((r) => setTimeout(r, 1500)); // backends flush their counters about once a second
  const { rows } = await admin('select xact_commit::int as n from pg_stat_database where datname = $1', [db]);
  return rows[0].n as number;
}

function start(script: string, env: Record<string, string>, logFile: string, nodeArgs: string[] = []): ChildProcess {
  const out = openSync(logFile, 'w');
  return spawn(process.execPath, [...nodeArgs, resolve(root, script)], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', out, out],
  });
}

async function waitUp(url: string, proc: ChildProcess, logFile: string) {
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null) throw new Error(`exited:\n${readFileSync(logFile, 'utf8')}`);
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function median(xs: number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.floor((s.length - 1) / 2)]!;
}

interface Side {
  runs: LoadResult[];
  cpu: number;
  rss: number;
}

const only = process.argv.slice(2);
const endpoints = only.length ? ENDPOINTS.filter((e) => only.some((word) => e.path.includes(word))) : ENDPOINTS;
const db = `sq_bench_load_${Date.now().toString(36)}`;
const dir = join(tmpdir(), db);
await admin(`CREATE DATABASE "${db}"`);
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${db}`);
const [apiPort, rawPort] = [await freePort(), await freePort()];
const apiLog = `${dir}-api.log`;
const rawLog = `${dir}-raw.log`;
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
// Production's shape: Redis holds the rate limits (and would hold the jobs). Without it they would live in
// Postgres, where every generation from one address updates the same row.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const queuePrefix = `bench-${Date.now().toString(36)}`;
// Default settings apart from what a bench needs.
const api = start(
  process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js',
  {
    ...benchApiEnv(apiPort, databaseUrl, dir, secret),
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    // BENCH_METRICS=false: the api without Prometheus metrics, to quote what they cost.
    ...(process.env.BENCH_METRICS ? { METRICS: process.env.BENCH_METRICS } : {}),
    // BENCH_API_NODE_OPTIONS: the api under other V8 settings (a heap or GC experiment).
    ...(process.env.BENCH_API_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS } : {}),
  },
  apiLog,
  profile,
);
const baseline = process.env.BENCH_BASELINE;
if (baseline && baseline !== 'metrics-off' && baseline !== 'api')
  throw new Error('BENCH_BASELINE is metrics-off or api');
const apiBaseline = baseline === 'metrics-off' || baseline === 'api';
const raw = apiBaseline
  ? start(
      process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js',
      {
        ...benchApiEnv(rawPort, databaseUrl, `${dir}-off`, secret),
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: `${queuePrefix}-off`,
        ...(baseline === 'metrics-off' ? { METRICS: 'false' } : {}),
      },
      rawLog,
      profile,
    )
  : start(
      'tools/bench/raw-baseline.ts',
      {
        PORT: String(rawPort),
        DATABASE_URL: databaseUrl,
        JWT_SECRET: secret,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: `${queuePrefix}-raw`,
        RATE_LIMIT_SCALE: benchApiEnv(0, '', '', '').RATE_LIMIT_SCALE,
      },
      rawLog,
      profile,
    );
const rows: string[] = [];
try {
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const rawBase = `http://127.0.0.1:${rawPort}`;
  await waitUp(`${apiBase}/api/health/live`, api, apiLog);
  await waitUp(apiBaseline ? `${rawBase}/api/health/live` : `${rawBase}/api/me`, raw, rawLog);
  if (apiBaseline) console.log(`baseline: the same api${baseline === 'metrics-off' ? ' with METRICS=false' : ''}`);
  const users: BenchUser[] = [];
  for (let n = 0; n < USERS; n++) users.push(await onboardedUser(apiBase, 'bench-load', n));
  console.log(
    `autocannon ${CONNECTIONS} connections, ${ROUNDS} rounds x ${SECONDS} s per side, taking turns; mean req/s, median p50/p99`,
  );
  for (const target of endpoints) rows.push(await compare(target, apiBase, rawBase, users));
  console.log(
    '\n| endpoint | api req/s | raw req/s | ratio | api p50 / p99 ms | raw p50 / p99 ms | CPU µs/req api / raw | RSS MiB api / raw | api log lines, db transactions /req |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  api.kill('SIGINT');
  raw.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  for (const f of [apiLog, rawLog, dir, `${dir}-off`]) rmSync(f, { recursive: true, force: true });
}

/** One endpoint, both sides in turns; returns its table row. */
async function compare(target: LoadTarget, apiBase: string, rawBase: string, users: BenchUser[]): Promise<string> {
  const sides = { api: { runs: [], cpu: 0, rss: 0 } as Side, raw: { runs: [], cpu: 0, rss: 0 } as Side };
  const procs = { api, raw };
  const bases = { api: apiBase, raw: rawBase };
  await hammer(apiBase, [target], users, { seconds: 2, connections: CONNECTIONS });
  await hammer(rawBase, [target], users, { seconds: 2, connections: CONNECTIONS });
  let logLines = 0;
  let apiCommits = 0;
  const lines = () => readFileSync(apiLog, 'utf8').split('\n').length;
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 === 0 ? (['api', 'raw'] as const) : (['raw', 'api'] as const)) {
      const side = sides[name];
      const pid = procs[name].pid!;
      const before = {
        lines: name === 'api' ? lines() : 0,
        commits: name === 'api' ? await commits(db) : 0,
        cpu: await cpuSeconds(pid),
      };
      side.runs.push(await hammer(bases[name], [target], users, { seconds: SECONDS, connections: CONNECTIONS }));
      side.cpu += (await cpuSeconds(pid)) - before.cpu;
      side.rss = Math.max(side.rss, await rssMiB(pid));
      if (name === 'api') {
        await new Promise((r) => setTimeout(r, 300)); // let the async log drain
        logLines += lines() - before.lines;
        apiCommits += (await commits(db)) - before.commits;
      }
    }
    const [a, r] = [sides.api.runs[round]!, sides.raw.runs[round]!];
    console.log(
      `${target.label} round ${round + 1}: api ${a.rps.toFixed(0)} req/s p99 ${a.p99} ms, raw ${r.rps.toFixed(0)} req/s p99 ${r.p99} ms, ratio ${(a.rps / r.rps).toFixed(2)}`,
    );
  }
  const total = (s: Side) => s.runs.reduce((n, x) => n + x.total, 0);
  const rps = (s: Side) => s.runs.reduce((n, x) => n + x.rps, 0) / s.runs.length;
  const failed = (s: Side) => s.runs.reduce((n, x) => n + x.failed, 0);
  const lat = (s: Side) => `${median(s.runs.map((x) => x.p50))} / ${median(s.runs.map((x) => x.p99))}`;
  const cpu = (s: Side) => Math.round((s.cpu * 1e6) / total(s));
  const ratios = sides.api.runs.map((a, i) => (a.rps / sides.raw.runs[i]!.rps).toFixed(2)).join('/');
  if (failed(sides.api) || failed(sides.raw))
    console.log(`${target.label}: FAILED requests: api ${failed(sides.api)}, raw ${failed(sides.raw)}`);
  const { api: a, raw: r } = sides;
  return `| ${target.label} | ${rps(a).toFixed(0)} | ${rps(r).toFixed(0)} | **${(rps(a) / rps(r)).toFixed(2)}** (${ratios}) | ${lat(a)} | ${lat(r)} | ${cpu(a)} / ${cpu(r)} | ${a.rss} / ${r.rss} | ${(logLines / total(a)).toFixed(2)}, ${(apiCommits / total(a)).toFixed(2)} |`;
}
