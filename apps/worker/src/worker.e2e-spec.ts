import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { SmtpSink } from '@sidequest/platform-mail/testing';
import { freePort, startApiAndWorker, startBuiltApp, startPrivateRedis, type RunningProcess } from '@sidequest/test-support';

/** The production shape: the built api and the built worker as separate processes on Postgres, Redis and SMTP. */
describe('api + worker processes', () => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let redis: { url: string; stop(): Promise<void> };
  let redisPort: number;
  let api: RunningProcess;
  let worker: RunningProcess;
  let base: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase();
    sink = await SmtpSink.start();
    redisPort = await freePort();
    redis = await startPrivateRedis(redisPort);
    ({ base, env, api, worker } = await startApiAndWorker({ DATABASE_URL: db.url, REDIS_URL: redis.url, SMTP_URL: sink.url }));
  });

  afterAll(async () => {
    await worker?.stop();
    await api?.stop();
    await redis?.stop();
    await sink?.close();
    await db?.drop();
  });

  const ready = async () => {
    const res = await fetch(`${base}/api/health/ready`);
    return { status: res.status, body: await res.json() };
  };

  it('reports ready with the worker heartbeat seen through Redis', async () => {
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body.checks).toMatchObject({ database: { status: 'up' }, queue: { status: 'up', detail: 'bullmq' }, worker: { status: 'up' } });
    expect(worker.output()).toMatch(/"msg":"worker ready/);
  });

  it('delivers the mail a request enqueued: the api stores and queues it, the worker sends it over SMTP', async () => {
    const email = `pipe-${Date.now()}@example.com`;
    const res = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    expect(res.status).toBe(201);
    const mail = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.text).toMatch(/\/api\/auth\/confirm\?token=/);
    await worker.waitForOutput(/delivered by smtp/, 5000);
    expect(api.output()).not.toMatch(/delivered by smtp/);
  });

  it('writes structured JSON logs carrying the request id', async () => {
    await fetch(`${base}/api/nope`, { headers: { 'x-request-id': 'req-from-test' } });
    await api.waitForOutput(/"id":"req-from-test"/, 5000);
    const line = api.output().split('\n').find((l) => l.includes('"id":"req-from-test"'))!;
    expect(JSON.parse(line)).toMatchObject({ req: { id: 'req-from-test', method: 'GET' }, res: { statusCode: 404 } });
  });

  it('says 503 naming the queue while Redis is down, and recovers by itself', async () => {
    await redis.stop();
    await expect.poll(async () => (await ready()).status, { timeout: 10_000 }).toBe(503);
    const down = await ready();
    expect(down.body.checks.queue.status).toBe('down');
    expect(down.body.checks.database.status).toBe('up');

    // A sign-up during the outage still succeeds, and its mail is stored (pending) for the sweeper.
    const email = `outage-${Date.now()}@example.com`;
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    expect(signup.status).toBe(201);
    const client = new pg.Client(db.url);
    await client.connect();
    const { rows } = await client.query('select status from mail_messages where "to" = $1', [email]);
    await client.end();
    expect(rows).toEqual([{ status: 'pending' }]);

    redis = await startPrivateRedis(redisPort);
    await expect.poll(async () => (await ready()).status, { timeout: 20_000, interval: 500 }).toBe(200);
  });

  it('refuses to start on a malformed variable and names it', async () => {
    const bad = startBuiltApp('api', { ...env, PORT: 'not-a-port', REDIS_URL: 'localhost:6379' });
    await new Promise((r) => bad.proc.once('exit', r));
    expect(bad.proc.exitCode).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
    expect(bad.output()).toMatch(/REDIS_URL/);
  });
});
