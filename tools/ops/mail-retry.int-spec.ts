import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { retryFailedMail } from './mail-retry';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `sqtest-${randomBytes(4).toString('hex')}`;
let db: TestDatabase;
let sql: pg.Client;
let queue: Queue;

beforeAll(async () => {
  db = await createTestDatabase('sq_mailretry');
  sql = new pg.Client(db.url);
  await sql.connect();
  // The columns the command touches, as the mail migration creates them.
  await sql.query(
    `create table mail_messages (id uuid primary key, status text not null, last_error text null, updated_at timestamptz not null,
       text text not null default 'Hello', body_id text null)`,
  );
  queue = new Queue('mail', { connection: { url: redisUrl }, prefix });
});

afterAll(async () => {
  await queue?.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  await sql?.end();
  await db?.drop();
});

const add = async (status: string) => {
  const id = crypto.randomUUID();
  await sql.query(
    `insert into mail_messages (id, status, last_error, updated_at) values ($1, $2, 'SMTP said no', now())`,
    [id, status],
  );
  return id;
};
const statusOf = async (id: string) =>
  (await sql.query('select status, last_error from mail_messages where id = $1', [id])).rows[0];

describe('npm run mail:retry', () => {
  it('puts a failed mail back to pending and queues it once, however often it is run', async () => {
    const failed = await add('failed');
    const sent = await add('sent');
    const first = await retryFailedMail({ databaseUrl: db.url, redisUrl, prefix, ids: [failed, sent, 'not-an-id'] });
    expect(first).toEqual({ queued: [failed], skipped: [sent, 'not-an-id'] });
    expect(await statusOf(failed)).toEqual({ status: 'pending', last_error: null });
    expect(await statusOf(sent)).toMatchObject({ status: 'sent' });

    const again = await retryFailedMail({ databaseUrl: db.url, redisUrl, prefix, ids: [failed] });
    expect(again.queued).toEqual([]);
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active']);
    expect(jobs.map((j) => [j.name, j.data])).toEqual([['mail.send', { mailId: failed }]]);
    expect(jobs[0].opts.attempts).toBe(5);
  });

  it('--all-failed takes every failed mail', async () => {
    const a = await add('failed');
    const b = await add('failed');
    const { queued } = await retryFailedMail({ databaseUrl: db.url, ids: 'all-failed' });
    expect(queued.sort()).toEqual([a, b].sort());
  });
});
