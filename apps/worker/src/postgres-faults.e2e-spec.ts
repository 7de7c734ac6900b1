import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnvironment } from '@sidequest/platform-config';
import { startEmbeddedPostgres, type RunningDatabase } from '@sidequest/platform-db';
import { SmtpSink } from '@sidequest/platform-mail/testing';
import { freePort, startApiAndWorker, type RunningProcess } from '@sidequest/test-support';

const DOWN_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
const USERS = 80;
/** How long Postgres stays stopped while the saves go on. */
const DOWN_MS = 3000;

interface Outcome {
  userId: string;
  status: number;
  body: string;
  at: number;
}

/**
 * Postgres stopped and started again under the built api and worker, with onboarding saves (one
 * transaction of five rows) in flight: clean 503s while it is away, ready again soon after it returns,
 * and every user's onboarding either wholly stored or not at all.
 */
describe('Postgres restarted under load (api + worker processes, a private Postgres)', () => {
  let parent: string;
  let dataDir: string;
  let pgPort: number;
  let database: RunningDatabase;
  let sink: SmtpSink;
  let api: RunningProcess;
  let worker: RunningProcess;
  let base: string;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'sq-pg-faults-'));
    await chmod(parent, 0o755); // as root the server runs as the postgres user
    dataDir = join(parent, 'data');
    pgPort = await freePort();
    database = await startEmbeddedPostgres({ dataDir, port: pgPort });
    sink = await SmtpSink.start();
    ({ base, api, worker } = await startApiAndWorker({
      DATABASE_URL: database.url,
      REDIS_URL: testEnvironment().redisUrl,
      SMTP_URL: sink.url,
      OWNER_EMAIL: 'owner@sidequest.test',
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
      TRUST_PROXY: '1',
      MAIL_SWEEP_EVERY_MS: '1000',
    }));
  }, 90_000);

  afterAll(async () => {
    await worker?.stop();
    await api?.stop();
    await sink?.close();
    await database?.stop();
    if (parent) await rm(parent, { recursive: true, force: true });
  });

  let address = 0;
  const call = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    address += 1;
    return fetch(`${base}/api${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        'x-forwarded-for': `10.91.${address >> 8}.${address & 255}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  };
  const readiness = async () => {
    const res = await call('/health/ready');
    return { status: res.status, body: await res.text() };
  };

  async function signUp(i: number) {
    const res = await call('/auth/signup', {
      body: { email: `pg-fault-${i}-${randomBytes(3).toString('hex')}@example.com`, password: 'correct horse battery' },
    });
    expect(res.status).toBe(201);
    const session = (await res.json()) as { access_token: string; user: { id: string } };
    return { token: session.access_token, userId: session.user.id };
  }

  it('answers 503s naming the database while it is down, is ready within 5 s of its return, and leaves no half-saved onboarding', async () => {
    const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signUp(i)));
    const answer = 'nurse, pilot, chef';
    const { quests } = await (await call('/quests/generate', { token: users[0].token, body: { answer } })).json();
    expect(quests).toHaveLength(3);

    // The last user's save is caught half-way (below); four clients save the others' one after another.
    const caught = users.pop()!;
    const outcomes: Outcome[] = [];
    let next = 0;
    let stopLoad = false;
    const client = async () => {
      while (!stopLoad && next < users.length) {
        const user = users[next++];
        const res = await call('/onboarding', {
          token: user.token,
          body: { answer, quests, selectedQuestId: quests[next % 3].id },
        }).catch((e: Error) => ({ status: 0, text: async () => e.message }));
        outcomes.push({ userId: user.userId, status: res.status, body: await res.text(), at: Date.now() });
        // A client backs off after a 503, as the answer's Retry-After asks (shortened here).
        await new Promise((r) => setTimeout(r, res.status === 503 ? 500 : 150));
      }
    };
    const load = Promise.all([client(), client(), client(), client()]);
    await expect
      .poll(() => outcomes.filter((o) => o.status === 201).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(4);

    // The test holds an uncommitted row with the key of one of the caught user's quests: the api's save writes
    // the response row, then waits on that key inside its transaction when Postgres goes away.
    const blocker = new pg.Client(database.url);
    blocker.on('error', () => undefined); // its connection is cut by the shutdown
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query(
      `insert into generated_quests (id, user_id, quest_id, title, description, created_at) values (gen_random_uuid(), $1, $2, 'held', 'held', now())`,
      [caught.userId, quests[0].id],
    );
    const halfway = call('/onboarding', {
      token: caught.token,
      body: { answer, quests, selectedQuestId: quests[0].id },
    }).then(async (res) => ({ status: res.status, body: await res.text() }));
    const watcher = new pg.Client(database.url);
    await watcher.connect();
    const waiting = async () =>
      (
        await watcher.query<{ pid: number }>(`select pid from pg_stat_activity where wait_event_type = 'Lock'`)
      ).rows.map((r) => r.pid);
    await expect.poll(async () => (await waiting()).length, { timeout: 10_000 }).toBe(1);
    // Postgres going away cuts that connection first. A fast shutdown signals every backend at once, so
    // now and then the blocker died first, the save got its key and committed before its own signal
    // landed: a save that was never half-way. Ending the waiting backend first makes the cut the one tested.
    const [savePid] = await waiting();
    await watcher.query('select pg_terminate_backend($1)', [savePid]);
    await watcher.end();

    const stoppedAt = Date.now();
    await database.stop();
    expect(await halfway).toEqual({ status: 503, body: JSON.stringify({ error: DOWN_MESSAGE }) });
    const down = await readiness();
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toMatchObject({
      status: 'down',
      checks: { database: { status: 'down', detail: 'Postgres did not answer' }, queue: { status: 'up' } },
    });
    expect(down.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|sidequest:|terminat/i);
    await expect
      .poll(() => outcomes.filter((o) => o.at > stoppedAt && o.status === 503).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(4);
    await new Promise((r) => setTimeout(r, Math.max(0, stoppedAt + DOWN_MS - Date.now())));

    const restartAt = Date.now();
    database = await startEmbeddedPostgres({ dataDir, port: pgPort });
    const startedAt = Date.now();
    await expect.poll(async () => (await readiness()).status, { timeout: 5_000, interval: 100 }).toBe(200);
    const recoveryMs = Date.now() - startedAt;
    await expect
      .poll(() => outcomes.filter((o) => o.at > startedAt + recoveryMs && o.status === 201).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(4);
    stopLoad = true;
    await load;
    const during = outcomes.filter((o) => o.at > stoppedAt && o.at < startedAt);
    console.log(
      `faults: Postgres down ${((startedAt - stoppedAt) / 1000).toFixed(1)} s (its start took ${startedAt - restartAt} ms); api ready ${recoveryMs} ms after it accepted connections; ` +
        `${outcomes.length} onboarding saves: ${outcomes.filter((o) => o.status === 201).length} × 201, ${outcomes.filter((o) => o.status === 503).length} × 503`,
    );

    // Every answer is a saved onboarding or a clean 503 with the try-again message: no 500, no driver text.
    expect(outcomes.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
    for (const o of outcomes.filter((x) => x.status === 503))
      expect(JSON.parse(o.body)).toEqual({ error: DOWN_MESSAGE });
    expect(during.length).toBeGreaterThan(0);

    // All or nothing: each user has the response, the three quests and the selection, or none of them.
    const sql = new pg.Client(database.url);
    await sql.connect();
    try {
      const { rows } = await sql.query<{ id: string; responses: number; quests: number; selections: number }>(
        `select u.id,
                (select count(*)::int from onboarding_responses r where r.user_id = u.id) as responses,
                (select count(*)::int from generated_quests g where g.user_id = u.id) as quests,
                (select count(*)::int from quest_selections s where s.user_id = u.id) as selections
           from users u where u.id = any($1::uuid[])`,
        [[...users, caught].map((u) => u.userId)],
      );
      const shape = (r: (typeof rows)[number]) => `${r.responses}/${r.quests}/${r.selections}`;
      expect(
        rows.filter((r) => !['0/0/0', '1/3/1'].includes(shape(r))).map((r) => ({ id: r.id, rows: shape(r) })),
      ).toEqual([]);
      expect(rows.filter((r) => r.id === caught.userId).map(shape)).toEqual(['0/0/0']);
      const saved = new Set(outcomes.filter((o) => o.status === 201).map((o) => o.userId));
      expect(rows.filter((r) => saved.has(r.id)).map(shape)).toEqual([...saved].map(() => '1/3/1'));
    } finally {
      await sql.end();
    }

    // The worker lived through it too: feedback stored now is mailed to the owner.
    expect(worker.proc.exitCode).toBeNull();
    const marker = `after restart ${randomBytes(3).toString('hex')}`;
    const body = new FormData();
    body.append('feedback', marker);
    const sent = await fetch(`${base}/api/feedback`, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': '10.92.0.1' },
    });
    expect(sent.status).toBe(202);
    await expect.poll(() => sink.received.filter((m) => m.text.includes(marker)).length, { timeout: 20_000 }).toBe(1);
  }, 150_000);
});
