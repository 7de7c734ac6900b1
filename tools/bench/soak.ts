/**
 * npm run soak: the built api on a throwaway database, 40 onboarded users, the mixed journey
 * (tools/testing/soak.ts): SOAK_WARMUP_REQUESTS (5,000) of warm-up, 10 s flat out to find the peak, then SOAK_SECONDS (600) at half of it.
 * Goals: no failed request, the live heap after full GC keeps under 150 KiB per 1,000 requests, no growth in
 * Postgres connections; exits 1 when one is missed. The api-e2e tier runs a fixed 12,000 requests (apps/api/src/soak.e2e-spec.ts).
 * Run with `npm run build && npm run soak`.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchApiEnv, onboardedUser, type BenchUser } from '../testing/load.ts';
import { heapProbe } from '../testing/inspector.ts';
import { processes } from './test-support.ts';

const { freePort, startBuiltApp } = processes;
import { describeSoak, soak } from '../testing/soak.ts';

const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARMUP_REQUESTS = Number(process.env.SOAK_WARMUP_REQUESTS ?? 5_000);

async function admin(sql: string) {
  const c = new pg.Client(adminUrl);
  await c.connect();
  return c.query(sql).finally(() => c.end());
}

const db = `sq_soak_${Date.now().toString(36)}`;
const dir = join(tmpdir(), db);
await admin(`CREATE DATABASE "${db}"`);
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${db}`);
const port = await freePort();
const api = startBuiltApp(
  'api',
  benchApiEnv(port, databaseUrl, dir, 'soak-secret-'.padEnd(48, 'x')),
  `${dir}-api.log`,
  ['--inspect=127.0.0.1:0'],
);
let ok = false;
try {
  await api.waitForOutput(/SideQuest is up/, 60_000);
  const base = `http://127.0.0.1:${port}`;
  const users: BenchUser[] = [];
  for (let n = 0; n < 40; n++) users.push(await onboardedUser(base, 'soak', n));
  const heap = await heapProbe(api.output);
  const report = await soak({
    base,
    apiPid: api.proc.pid!,
    databaseUrl,
    users,
    heap,
    warmupRequests: WARMUP_REQUESTS,
    measure: { seconds: SECONDS },
  }).finally(() => heap.close());
  console.log(describeSoak(report));
  ok = report.failed === 0 && report.heapKiBPer1000 < 150 && report.pgConnectionsEnd <= report.pgConnectionsStart;
  console.log(ok ? 'soak: all goals met' : 'soak: a goal was missed');
} finally {
  await api.stop();
  await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  for (const f of [dir, `${dir}-api.log`]) rmSync(f, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
