import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltApp, WorkerStack } from '@sidequest/test-support';

/** The production shape: the built api and the built worker as separate processes on Postgres, Redis and SMTP. */
describe('api + worker processes', () => {
  let stack: WorkerStack;
  beforeAll(async () => {
    stack = await WorkerStack.start();
  });
  afterAll(() => stack?.stop());

  const ready = async () => {
    const res = await fetch(`${stack.base}/api/health/ready`);
    return { status: res.status, body: await res.json() };
  };
  const signUp = (email: string) =>
    fetch(`${stack.base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });

  it('reports ready with the worker heartbeat seen through Redis', async () => {
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body.checks).toMatchObject({
      database: { status: 'up' },
      queue: { status: 'up', detail: 'bullmq' },
      worker: { status: 'up' },
    });
    expect(stack.worker.output()).toMatch(/"msg":"worker ready/);
  });

  it('delivers the mail a request enqueued: the api stores and queues it, the worker sends it over SMTP', async () => {
    const email = `pipe-${Date.now()}@example.com`;
    const res = await signUp(email);
    expect(res.status).toBe(201);
    const mail = await stack.sink.waitFor((m) => m.to.includes(email));
    expect(mail.text).toMatch(/\/api\/auth\/confirm\?token=/);
    await stack.worker.waitForOutput(/delivered by smtp/, 5000);
    expect(stack.api.output()).not.toMatch(/delivered by smtp/);
  });

  it('writes structured JSON logs carrying the request id', async () => {
    await fetch(`${stack.base}/api/nope`, { headers: { 'x-request-id': 'req-from-test' } });
    await stack.api.waitForOutput(/"id":"req-from-test"/, 5000);
    const line = stack.api
      .output()
      .split('\n')
      .find((l) => l.includes('"id":"req-from-test"'))!;
    expect(JSON.parse(line)).toMatchObject({ req: { id: 'req-from-test', method: 'GET' }, res: { statusCode: 404 } });
  });

  it('says 503 naming the queue while Redis is down, and recovers by itself', async () => {
    await stack.redis.stop();
    await expect.poll(async () => (await ready()).status, { timeout: 10_000 }).toBe(503);
    const down = await ready();
    expect(down.body.checks.queue.status).toBe('down');
    expect(down.body.checks.database.status).toBe('up');

    // A sign-up during the outage still succeeds, and its mail is stored (pending) for the sweeper.
    const email = `outage-${Date.now()}@example.com`;
    const signup = await signUp(email);
    expect(signup.status).toBe(201);
    const client = new pg.Client(stack.db.url);
    await client.connect();
    const { rows } = await client.query('select status from mail_messages where "to" = $1', [email]);
    await client.end();
    expect(rows).toEqual([{ status: 'pending' }]);

    await stack.restartRedis();
    await expect.poll(async () => (await ready()).status, { timeout: 20_000, interval: 500 }).toBe(200);
  });

  it('refuses to start on a malformed variable and names it', async () => {
    const bad = startBuiltApp('api', { ...stack.env, PORT: 'not-a-port', REDIS_URL: 'localhost:6379' });
    await new Promise((r) => bad.proc.once('exit', r));
    expect(bad.proc.exitCode).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
    expect(bad.output()).toMatch(/REDIS_URL/);
  });
});
