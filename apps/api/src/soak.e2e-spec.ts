import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { benchApiEnv, describeSoak, freePort, onboardedUser, soak, startBuiltApp, type BenchUser, type RunningProcess } from '@sidequest/test-support';

// The CI-sized `npm run soak`: the built api with default settings, 60 s of warm-up and on until RSS settles (V8 sizes its heap to the load in about a minute), then 60 s at half the measured peak.
const SECONDS = 60;

describe('soak of the built api', () => {
  let db: TestDatabase;
  let api: RunningProcess;
  let base: string;
  const dataDir = join(tmpdir(), `sq-soak-${process.pid}`);

  beforeAll(async () => {
    db = await createTestDatabase('sq_soak');
    const port = await freePort();
    api = startBuiltApp('api', benchApiEnv(port, db.url, dataDir, 'soak-e2e-secret-'.padEnd(48, 'x')), `${dataDir}-api.log`);
    await api.waitForOutput(/SideQuest is up/, 60_000);
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await api?.stop();
    await db?.drop();
    for (const f of [dataDir, `${dataDir}-api.log`]) await rm(f, { recursive: true, force: true });
  });

  it(`runs the mixed journey ${SECONDS} s at half its peak: no failed request, RSS growth under 10%, no more Postgres connections`, async () => {
    const users: BenchUser[] = [];
    for (let n = 0; n < 20; n++) users.push(await onboardedUser(base, 'soak', n));
    const report = await soak({ base, apiPid: api.proc.pid!, databaseUrl: db.url, users, seconds: SECONDS, warmupSeconds: 60, peakSeconds: 5 });
    console.log(describeSoak(report));
    expect(report.requests).toBeGreaterThan(SECONDS * 10);
    expect(report.failed).toBe(0);
    expect(report.rssGrowth).toBeLessThan(0.1);
    expect(report.pgConnectionsEnd).toBeLessThanOrEqual(report.pgConnectionsStart);
  }, (SECONDS + 210) * 1000);
});
