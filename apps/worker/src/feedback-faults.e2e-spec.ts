import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '@sidequest/feedback-domain/testing';
import { SmtpSink } from '@sidequest/platform-mail/testing';
import { WorkerStack } from '@sidequest/test-support';

/** How long Redis stays down: 30 s by default (CI), FAULT_REDIS_DOWN_S=60 for the full size (`npm run proof:faults`). */
const REDIS_DOWN_S = Number(process.env.FAULT_REDIS_DOWN_S ?? 30);

/**
 * Nothing lost, with real processes: the built api and worker on Postgres, a private Redis that the
 * test stops, an SMTP server that refuses or hangs, and a worker killed with SIGKILL.
 */
describe('owner mail survives faults (api + worker processes)', () => {
  let stack: WorkerStack;
  let sql: pg.Client;

  beforeAll(async () => {
    stack = await WorkerStack.start({
      OWNER_EMAIL: 'owner@sidequest.test',
      // Each submission comes from its own address (X-Forwarded-For), so the 5-a-minute limit stays out of the way.
      TRUST_PROXY: '1',
      MAIL_SWEEP_EVERY_MS: '1000',
    });
    sql = new pg.Client(stack.db.url);
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await stack?.stop();
  });

  let address = 0;
  const submit = (marker: string, withScreenshot = false) => {
    const body = new FormData();
    body.append('feedback', marker);
    body.append('page', '/faults');
    if (withScreenshot)
      body.append('screenshot', new Blob([SAMPLE_FILES.png(2048) as BlobPart], { type: 'image/png' }), 'shot.png');
    address += 1;
    return fetch(`${stack.base}/api/feedback`, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': `10.77.${address >> 8}.${address & 255}` },
    });
  };
  const submitSupport = (marker: string) => {
    address += 1;
    return fetch(`${stack.base}/api/support`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.78.${address >> 8}.${address & 255}` },
      body: JSON.stringify({ name: `Sender ${marker.split(' ')[1]}`, email: 'sender@example.com', message: marker }),
    });
  };
  const ready = async () => (await fetch(`${stack.base}/api/health/ready`)).status;
  const receivedWith = (marker: string) => stack.sink.received.filter((m) => m.text.includes(marker));

  it(
    `Redis down for ${REDIS_DOWN_S} s during 100 feedback and support submissions: each is accepted, then delivered exactly once`,
    async () => {
      const stoppedAt = Date.now();
      await stack.redis.stop();
      await expect.poll(ready, { timeout: 10_000 }).toBe(503);
      const run = randomBytes(3).toString('hex');
      // Alternating: even ones are feedback (every tenth with a screenshot), odd ones support messages.
      const markers = Array.from({ length: 100 }, (_, i) => `outage ${run} <${i}>`);
      const send = (marker: string, i: number) => (i % 2 === 0 ? submit(marker, i % 20 === 0) : submitSupport(marker));
      // Ten at a time: while Redis is away each request waits up to a second for the rate limiter's fallback.
      const statuses: number[] = [];
      for (let i = 0; i < markers.length; i += 10) {
        const batch = await Promise.all(markers.slice(i, i + 10).map((marker, j) => send(marker, i + j)));
        statuses.push(...batch.map((res) => res.status));
      }
      expect(statuses).toEqual(markers.map(() => 202));
      const pending = await sql.query(
        `select subject like 'Support:%' as support, count(*)::int as n from mail_messages where status = 'pending' group by 1 order by 1`,
      );
      expect(pending.rows).toEqual([
        { support: false, n: 50 },
        { support: true, n: 50 },
      ]);
      expect(stack.sink.received.filter((m) => m.text.includes(run))).toHaveLength(0);

      await new Promise((r) => setTimeout(r, Math.max(0, stoppedAt + REDIS_DOWN_S * 1000 - Date.now())));
      await stack.restartRedis();
      const back = Date.now();
      await expect
        .poll(() => markers.filter((m) => receivedWith(m).length > 0).length, { timeout: 90_000, interval: 250 })
        .toBe(100);
      console.log(
        `faults: Redis down ${((back - stoppedAt) / 1000).toFixed(1)} s; 100 of 100 delivered ${((Date.now() - back) / 1000).toFixed(1)} s after it returned`,
      );
      // A few more sweeps: nothing is sent twice.
      await new Promise((r) => setTimeout(r, 4000));
      expect(markers.map((m) => receivedWith(m).length)).toEqual(markers.map(() => 1));
      const withFile = await simpleParser(receivedWith(markers[0])[0].raw);
      expect(withFile.attachments.map((a) => a.filename)).toEqual(['screenshot.png']);
      expect(receivedWith(markers[1])[0].subject).toBe(`Support: Sender ${run}`);
      const left = await sql.query(`select count(*)::int as n from mail_messages where status <> 'sent'`);
      expect(left.rows[0].n).toBe(0);
    },
    REDIS_DOWN_S * 1000 + 180_000,
  );

  it('SMTP refusing: the mail is retried with backoff, then delivered once', async () => {
    await expect.poll(ready, { timeout: 20_000, interval: 250 }).toBe(200);
    stack.sink.rejecting = true;
    const refusedBefore = stack.sink.rejectedCount;
    const marker = `refused ${randomBytes(3).toString('hex')}`;
    const res = await submit(marker);
    expect(res.status).toBe(202);
    const { id } = await res.json();
    await expect.poll(() => stack.sink.rejectedCount - refusedBefore, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    stack.sink.rejecting = false;
    await expect.poll(() => receivedWith(marker).length, { timeout: 30_000 }).toBe(1);
    const row = async () => (await sql.query('select status, attempts from mail_messages where id = $1', [id])).rows[0];
    await expect.poll(async () => (await row()).status, { timeout: 5000 }).toBe('sent');
    expect((await row()).attempts).toBeGreaterThanOrEqual(3);
    await new Promise((r) => setTimeout(r, 3000));
    expect(receivedWith(marker)).toHaveLength(1);
  }, 90_000);

  it('SMTP refusing for good: kept as failed after 5 attempts; `npm run mail:retry` then sends it once', async () => {
    await expect.poll(ready, { timeout: 20_000, interval: 250 }).toBe(200);
    stack.sink.rejecting = true;
    const marker = `refused for good ${randomBytes(3).toString('hex')}`;
    const res = await submitSupport(marker);
    expect(res.status).toBe(202);
    const { id } = await res.json();
    const row = async () =>
      (await sql.query('select status, attempts, last_error from mail_messages where id = $1', [id])).rows[0];
    // Backoff from 2 s: attempts at about 0, 2, 6, 14 and 30 s.
    await expect.poll(async () => (await row()).status, { timeout: 60_000, interval: 500 }).toBe('failed');
    expect(await row()).toMatchObject({ attempts: 5, last_error: expect.stringContaining('554') });
    await new Promise((r) => setTimeout(r, 2500)); // the sweeper leaves a failed mail alone
    expect(await row()).toMatchObject({ status: 'failed' });
    stack.sink.rejecting = false;
    expect(receivedWith(marker)).toHaveLength(0);

    const retry = spawnSync(process.execPath, ['tools/ops/mail-retry.ts', id], {
      cwd: resolve(import.meta.dirname, '../../..'),
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: stack.db.url,
        REDIS_URL: stack.redis.url,
        QUEUE_PREFIX: stack.env.QUEUE_PREFIX,
      },
      encoding: 'utf8',
    });
    expect({ status: retry.status, out: retry.stdout.trim() }).toEqual({ status: 0, out: `queued again: ${id}` });
    await expect.poll(() => receivedWith(marker).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await row()).status, { timeout: 5000 }).toBe('sent');
    await new Promise((r) => setTimeout(r, 3000));
    expect(receivedWith(marker)).toHaveLength(1);
  }, 120_000);

  it('a worker killed with SIGKILL in the middle of sending: the mail is delivered once by the next worker', async () => {
    // An SMTP server that holds the first message's DATA open until the worker is dead.
    const gated = await SmtpSink.start();
    gated.holding = true;
    const marker = `killed ${randomBytes(3).toString('hex')}`;
    const delivered = () => gated.received.filter((m) => m.raw.includes(marker));
    try {
      await stack.startWorker({ SMTP_URL: gated.url });
      const res = await submit(marker);
      expect(res.status).toBe(202);
      const { id } = await res.json();
      await expect.poll(() => gated.heldCount, { timeout: 20_000 }).toBe(1);
      const killed = stack.worker;
      killed.proc.kill('SIGKILL');
      await new Promise((r) => killed.proc.once('exit', r));
      gated.holding = false;

      const worker = await stack.startWorker({ SMTP_URL: gated.url });
      // BullMQ gives the dead worker's job to the new one once its lock expires and the stall check runs (30 s each).
      await expect
        .poll(() => delivered().length, { timeout: 110_000, interval: 500 })
        .toBe(1)
        .catch((e: Error) => {
          throw new Error(`${e.message}\nworker output:\n${worker.output().slice(-3000)}`);
        });
      await new Promise((r) => setTimeout(r, 3000));
      expect(delivered()).toHaveLength(1);
      const parsed = await simpleParser(delivered()[0].raw);
      expect(parsed.subject).toBe('Feedback from anonymous');
      await expect
        .poll(async () => (await sql.query('select status from mail_messages where id = $1', [id])).rows, {
          timeout: 5000,
        })
        .toEqual([{ status: 'sent' }]);
    } finally {
      await stack.stopWorker();
      await gated.close();
    }
  }, 200_000);
});
