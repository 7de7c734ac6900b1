/**
 * Benchmarks of the built api, printed as numbers (no pass/fail): start-up time, request latency and
 * throughput over loopback, and memory. Run with `npm run bench` after `npm run build`.
 * It uses a throwaway database on the machine's Postgres (TEST_ADMIN_DATABASE_URL) and in-process jobs.
 */
import pg from 'pg';
import { freePort, startBuiltApp } from '../testing/node-process.ts';

const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

async function admin(sql: string) {
  const c = new pg.Client(adminUrl);
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function load(url: string, init?: RequestInit) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t = performance.now();
        const res = await fetch(url, init);
        await res.arrayBuffer();
        if (!res.ok && res.status !== 204) errors += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(2);
  return { rps: (latencies.length / seconds).toFixed(0), p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), errors };
}

async function rssOf(pid: number): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return `${(kb / 1024).toFixed(0)} MiB`;
}

const db = `sq_bench_${Date.now().toString(36)}`;
await admin(`CREATE DATABASE "${db}"`);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const t0 = performance.now();
const api = startBuiltApp('api', {
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${db}`),
  LOG_LEVEL: 'warn',
  DATA_DIR: '/tmp/sq-bench-data',
});
try {
  await api.waitForOutput(/SideQuest is up/);
  const startup = performance.now() - t0;
  console.log(`api start-up (fresh database, migrations included): ${startup.toFixed(0)} ms`);
  console.log(`api RSS after start: ${await rssOf(api.proc.pid!)}`);
  const cases: [string, string, RequestInit?][] = [
    ['GET /api/health/live', '/api/health/live'],
    ['GET /api/health/ready (Postgres + queue)', '/api/health/ready'],
    ['POST /api/client-log/not-found (validated JSON)', '/api/client-log/not-found', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"path":"/x"}' }],
  ];
  for (const [label, path, init] of cases) {
    await load(`${base}${path}`, init); // warm-up
    const r = await load(`${base}${path}`, init);
    console.log(`${label}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, errors ${r.errors} (${REQUESTS} requests, ${CONCURRENCY} concurrent)`);
  }
  console.log(`api RSS after load: ${await rssOf(api.proc.pid!)}`);
} finally {
  await api.stop();
  await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
}
