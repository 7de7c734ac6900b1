/**
 * Benchmarks of the built api, printed as numbers (no pass/fail): start-up time, request latency and
 * throughput over loopback, and memory. Run with `npm run bench` after `npm run build`.
 * It uses a throwaway database on the machine's Postgres (TEST_ADMIN_DATABASE_URL) and in-process jobs.
 */
import { benchApiEnv, benchDatabase, rssMiB } from '../testing/load.ts';
import { processes } from './test-support.ts';

const { freePort, startBuiltApp } = processes;

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

async function load(url: string, init?: RequestInit | ((i: number) => RequestInit), total = REQUESTS) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        const res = await fetch(url, typeof init === 'function' ? init(i) : init);
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

const rssOf = async (pid: number) => `${await rssMiB(pid)} MiB`;

const db = await benchDatabase('sq_bench');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const t0 = performance.now();
// The load's own addresses (x-forwarded-for) and raised endpoint limits, as bench:load and the soak run the api:
// without them the rate limits answer most requests 429 and the figures time the refusals.
const api = startBuiltApp('api', {
  ...benchApiEnv(port, db.url, '/tmp/sq-bench-data', 'bench-secret-'.padEnd(48, 'x')),
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
});
try {
  await api.waitForOutput(/SideQuest is up/);
  const startup = performance.now() - t0;
  console.log(`api start-up (fresh database, migrations included): ${startup.toFixed(0)} ms`);
  console.log(`api RSS after start: ${await rssOf(api.proc.pid!)}`);
  // Each request from its own address (TRUST_PROXY), as many people would send them: the per-address limits stay off.
  const ip = (i: number) => ({ 'x-forwarded-for': `10.9.${Math.floor(i / 250) % 250}.${i % 250}` });
  const cases: [string, string, (RequestInit | ((i: number) => RequestInit))?][] = [
    ['GET /api/health/live', '/api/health/live'],
    ['GET /api/health/ready (Postgres + queue)', '/api/health/ready'],
    [
      'POST /api/client-log/not-found (validated JSON)',
      '/api/client-log/not-found',
      (i) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...ip(i) }, body: '{"path":"/x"}' }),
    ],
  ];
  for (const [label, path, init] of cases) {
    await load(`${base}${path}`, init); // warm-up
    const r = await load(`${base}${path}`, init);
    console.log(
      `${label}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, errors ${r.errors} (${REQUESTS} requests, ${CONCURRENCY} concurrent)`,
    );
  }

  // Accounts: argon2id dominates sign-in; /api/me is the bearer-checked read every screen makes.
  const json = { 'content-type': 'application/json' };
  const users = Array.from({ length: 40 }, (_, i) => ({
    email: `bench-${i}@example.com`,
    password: 'bench password 123',
  }));
  const sessions = await Promise.all(
    users.map(async (u, i) =>
      (
        await fetch(`${base}/api/auth/signup`, {
          method: 'POST',
          headers: { ...json, ...ip(i) },
          body: JSON.stringify(u),
        })
      ).json(),
    ),
  );
  const logins = Math.min(200, REQUESTS);
  const login = await load(
    `${base}/api/auth/login`,
    (i) => ({ method: 'POST', headers: { ...json, ...ip(i) }, body: JSON.stringify(users[i % users.length]) }),
    logins,
  );
  console.log(
    `POST /api/auth/login (argon2id verify): ${login.rps} req/s, p50 ${login.p50} ms, p95 ${login.p95} ms, errors ${login.errors} (${logins} requests, ${CONCURRENCY} concurrent)`,
  );
  const me = await load(`${base}/api/me`, (i) => ({
    headers: { authorization: `Bearer ${sessions[i % sessions.length].access_token}` },
  }));
  console.log(
    `GET /api/me (JWT + Postgres): ${me.rps} req/s, p50 ${me.p50} ms, p95 ${me.p95} ms, p99 ${me.p99} ms, errors ${me.errors} (${REQUESTS} requests, ${CONCURRENCY} concurrent)`,
  );
  console.log(`api RSS after load: ${await rssOf(api.proc.pid!)}`);
} finally {
  await api.stop();
  await db.drop();
}
