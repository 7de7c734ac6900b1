/**
 * Two servers side by side in one run, on the same database and users: the built api (default
 * LOG_LEVEL=info) and a raw baseline (plain Fastify + pg + HS256) serving the same GET. autocannon,
 * 50 connections, ~BENCH_SECONDS (8) s each after a short warm-up. Prints req/s, p50, p99, RSS, the
 * ratio, and the api's log lines and database transactions per request. Used by me.ts and dashboard.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../testing/node-process.ts';

const root = resolve(import.meta.dirname, '../..');
const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const secret = 'bench-secret-'.padEnd(48, 'x');

async function admin(sql: string, params: unknown[] = []) {
  const c = new pg.Client(adminUrl);
  await c.connect();
  return c.query(sql, params).finally(() => c.end());
}

/** Statements the database committed so far (each autocommit statement is one transaction). */
async function commits(db: string): Promise<number> {
  await new Promise((r) => setTimeout(r, 1500)); // backends flush their counters about once a second
  const { rows } = await admin('select xact_commit::int as n from pg_stat_database where datname = $1', [db]);
  return rows[0].n as number;
}

function start(script: string, env: Record<string, string>, logFile: string, nodeArgs: string[] = []): ChildProcess {
  const out = openSync(logFile, 'w');
  return spawn(process.execPath, [...nodeArgs, resolve(root, script)], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', out, out] });
}

async function waitUp(url: string, proc: ChildProcess, logFile: string) {
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`exited:\n${readFileSync(logFile, 'utf8')}`);
    if (await fetch(url).then((r) => r.status < 500, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

async function load(base: string, path: string, tokens: string[], seconds: number) {
  let i = 0;
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (req: { path?: string }) => ({ ...req, headers: { authorization: `Bearer ${tokens[i++ % tokens.length]}` } }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors, total: result.requests.total };
}


export interface SideBySide {
  /** e.g. GET /api/me */
  path: string;
  /** The baseline script under tools/bench. */
  rawScript: string;
  /** Database name prefix. */
  name: string;
  /** Makes bench user n on the api and returns its access token. */
  user(apiBase: string, n: number): Promise<string>;
  targets: string;
}

export async function sideBySide(bench: SideBySide): Promise<void> {
  const db = `sq_bench_${bench.name}_${Date.now().toString(36)}`;
  const dir = join(tmpdir(), db);
  await admin(`CREATE DATABASE "${db}"`);
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${db}`);
  const [apiPort, rawPort] = [await freePort(), await freePort()];
  const apiLog = `${dir}-api.log`;
  const rawLog = `${dir}-raw.log`;
  // Default settings apart from what a bench needs; BENCH_API_MAIN can point at another build (before/after).
  const api = start(process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js', {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
    // Each bench user signs up from its own address, as through a load balancer.
    TRUST_PROXY: '1',
    DATA_DIR: dir,
    WEB_DIST_DIR: '/nonexistent',
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
  }, apiLog, [...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])]);
  const raw = start(bench.rawScript, { PORT: String(rawPort), DATABASE_URL: databaseUrl, JWT_SECRET: secret }, rawLog);
  try {
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const rawBase = `http://127.0.0.1:${rawPort}`;
    await waitUp(`${apiBase}/api/health/live`, api, apiLog);
    await waitUp(`${rawBase}${bench.path}`, raw, rawLog);
    const tokens: string[] = [];
    for (let n = 0; n < 40; n++) tokens.push(await bench.user(apiBase, n));
    await load(apiBase, bench.path, tokens, 2);
    await load(rawBase, bench.path, tokens, 2);
    const linesBefore = readFileSync(apiLog, 'utf8').split('\n').length;
    const commitsBefore = await commits(db);
    const a = await load(apiBase, bench.path, tokens, DURATION);
    const apiRss = await rssMiB(api.pid!);
    await new Promise((r) => setTimeout(r, 300)); // let the async log drain
    const logLines = readFileSync(apiLog, 'utf8').split('\n').length - linesBefore;
    const apiCommits = (await commits(db)) - commitsBefore;
    const r = await load(rawBase, bench.path, tokens, DURATION);
    const rawRss = await rssMiB(raw.pid!);
    const row = (name: string, x: typeof a, rss: number) =>
      `${name.padEnd(34)} ${x.rps.toFixed(0).padStart(7)} req/s  p50 ${String(x.p50).padStart(3)} ms  p99 ${String(x.p99).padStart(3)} ms  RSS ${rss} MiB  non-2xx ${x.non2xx}`;
    console.log(`GET ${bench.path}, autocannon ${CONNECTIONS} connections, ${DURATION} s each`);
    console.log(row('SideQuest api (LOG_LEVEL=info)', a, apiRss));
    console.log(row('raw Fastify + pg + HS256', r, rawRss));
    console.log(`ratio ${(a.rps / r.rps).toFixed(2)}; api p99 ${a.p99} ms (${bench.targets})`);
    console.log(`api per request: ${(logLines / a.total).toFixed(2)} log lines, ${(apiCommits / a.total).toFixed(2)} database transactions (approximate: Postgres flushes its counters about once a second)`);
  } finally {
    api.kill('SIGINT');
    raw.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
    for (const f of [apiLog, rawLog, dir]) rmSync(f, { recursive: true, force: true });
  }
}
