/**
 * GET /api/me side by side, in one run: the built api (default LOG_LEVEL=info) against the raw
 * baseline (tools/bench/raw-baseline.ts) on the same database and users. autocannon, 50
 * connections, 8 s per turn after a short warm-up, the two sides taking turns for BENCH_ROUNDS (3)
 * rounds. Prints req/s, p50, p99, RSS and the ratio.
 * Run with `npm run build && npm run bench:me`. Target: ratio >= 0.60 and api p99 <= 40 ms.
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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

/** CPU seconds (user + system) the process has used so far; clock ticks are 1/100 s on Linux. */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function load(base: string, tokens: string[], seconds: number) {
  let i = 0;
  const result = await autocannon({
    url: `${base}/api/me`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (req: { path?: string }) => ({ ...req, headers: { authorization: `Bearer ${tokens[i++ % tokens.length]}` } }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors, total: result.requests.total };
}
type Run = Awaited<ReturnType<typeof load>>;

function median(xs: number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/** Mean throughput, median latencies, summed counts over the rounds. */
function summary(runs: Run[]): Run {
  return {
    rps: runs.reduce((n, x) => n + x.rps, 0) / runs.length,
    p50: median(runs.map((x) => x.p50)),
    p99: median(runs.map((x) => x.p99)),
    non2xx: runs.reduce((n, x) => n + x.non2xx, 0),
    total: runs.reduce((n, x) => n + x.total, 0),
  };
}

const db = `sq_bench_me_${Date.now().toString(36)}`;
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
const raw = start('tools/bench/raw-baseline.ts', { PORT: String(rawPort), DATABASE_URL: databaseUrl, JWT_SECRET: secret }, rawLog);
try {
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const rawBase = `http://127.0.0.1:${rawPort}`;
  await waitUp(`${apiBase}/api/health/live`, api, apiLog);
  await waitUp(`${rawBase}/api/me`, raw, rawLog);
  const tokens: string[] = [];
  for (let n = 0; n < 40; n++) {
    const res = await fetch(`${apiBase}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${n}` },
      body: JSON.stringify({ email: `bench-me-${n}@example.com`, password: 'bench password 123' }),
    });
    const body = (await res.json()) as { access_token?: string };
    if (!body.access_token) throw new Error(`sign-up gave no token: ${res.status} ${JSON.stringify(body)}`);
    tokens.push(body.access_token);
  }
  await load(apiBase, tokens, 2);
  await load(rawBase, tokens, 2);
  // The machine is shared: load comes and goes. So the two sides take turns (api, raw, raw, api, ...)
  // and the ratio is of the summed throughput; each round's ratio is printed too.
  const apiRuns: Run[] = [];
  const rawRuns: Run[] = [];
  let logLines = 0;
  let apiCommits = 0;
  let apiRss = 0;
  let rawRss = 0;
  // CPU per request is steadier than req/s when other work shares the cores.
  const cpu = { api: 0, raw: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? (['api', 'raw'] as const) : (['raw', 'api'] as const)) {
      if (side === 'api') {
        const linesBefore = readFileSync(apiLog, 'utf8').split('\n').length;
        const commitsBefore = await commits(db);
        const cpuBefore = await cpuSeconds(api.pid!);
        apiRuns.push(await load(apiBase, tokens, DURATION));
        cpu.api += (await cpuSeconds(api.pid!)) - cpuBefore;
        apiRss = Math.max(apiRss, await rssMiB(api.pid!));
        await new Promise((r) => setTimeout(r, 300)); // let the async log drain
        logLines += readFileSync(apiLog, 'utf8').split('\n').length - linesBefore;
        apiCommits += (await commits(db)) - commitsBefore;
      } else {
        const cpuBefore = await cpuSeconds(raw.pid!);
        rawRuns.push(await load(rawBase, tokens, DURATION));
        cpu.raw += (await cpuSeconds(raw.pid!)) - cpuBefore;
        rawRss = Math.max(rawRss, await rssMiB(raw.pid!));
      }
    }
    console.log(`round ${round + 1}: api ${apiRuns[round]!.rps.toFixed(0)} req/s p99 ${apiRuns[round]!.p99} ms, raw ${rawRuns[round]!.rps.toFixed(0)} req/s p99 ${rawRuns[round]!.p99} ms, ratio ${(apiRuns[round]!.rps / rawRuns[round]!.rps).toFixed(2)}`);
  }
  const a = summary(apiRuns);
  const r = summary(rawRuns);
  const row = (name: string, x: Run, rss: number) =>
    `${name.padEnd(34)} ${x.rps.toFixed(0).padStart(7)} req/s  p50 ${String(x.p50).padStart(3)} ms  p99 ${String(x.p99).padStart(3)} ms  RSS ${rss} MiB  non-2xx ${x.non2xx}`;
  console.log(`GET /api/me, autocannon ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION} s each, taking turns (mean req/s, median p50/p99)`);
  console.log(row('SideQuest api (LOG_LEVEL=info)', a, apiRss));
  console.log(row('raw Fastify + pg + HS256', r, rawRss));
  console.log(`ratio ${(a.rps / r.rps).toFixed(2)} (target >= 0.60); api p99 ${a.p99} ms (target <= 40 ms)`);
  const perRequest = (seconds: number, x: Run) => Math.round((seconds * 1e6) / x.total);
  console.log(`server CPU per request (user + system): api ${perRequest(cpu.api, a)} µs, raw ${perRequest(cpu.raw, r)} µs`);
  console.log(`api per request: ${(logLines / a.total).toFixed(2)} log lines, ${(apiCommits / a.total).toFixed(2)} database transactions (approximate: Postgres flushes its counters about once a second)`);
} finally {
  api.kill('SIGINT');
  raw.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  for (const f of [apiLog, rawLog, dir]) rmSync(f, { recursive: true, force: true });
}
