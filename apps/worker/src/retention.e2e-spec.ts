import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerStack } from '@sidequest/test-support';

const DAY = 86_400_000;

/** The worker's scheduled jobs: what the data-retention promise of the privacy policy rests on. */
describe('retention in the worker', () => {
  let stack: WorkerStack;
  let sql: pg.Client;

  beforeAll(async () => {
    stack = await WorkerStack.start({ MAIL_RETENTION_DAYS: '30', FEEDBACK_RETENTION_DAYS: '180' }, { worker: false }); // the api applies the migrations
    sql = new pg.Client(stack.db.url);
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await stack?.stop();
  });

  async function mailRow(status: 'sent' | 'pending', daysAgo: number): Promise<string> {
    const id = randomUUID();
    const at = new Date(Date.now() - daysAgo * DAY);
    await sql.query(
      `insert into mail_messages (id, kind, "to", subject, text, status, attempts, created_at, updated_at, sent_at) values ($1, 'test', 'x@example.com', 'test', '', $2, 1, $3, $3, $4)`,
      [id, status, at, status === 'sent' ? at : null],
    );
    return id;
  }

  async function feedbackRow(daysAgo: number): Promise<string> {
    const id = randomUUID();
    const at = new Date(Date.now() - daysAgo * DAY);
    await sql.query(`insert into feedback_messages (id, text, created_at) values ($1, 'old words', $2)`, [id, at]);
    await sql.query(
      `insert into feedback_attachments (id, message_id, kind, mime, filename, size, content) values ($1, $2, 'screenshot', 'image/png', 's.png', 1, '\\x00')`,
      [randomUUID(), id],
    );
    return id;
  }

  it('purges delivered mail after 30 days and feedback with its files after 180, as soon as a worker starts and then on schedule', async () => {
    const oldMail = await mailRow('sent', 31);
    const recentMail = await mailRow('sent', 29);
    const oldFeedback = await feedbackRow(181);
    const recentFeedback = await feedbackRow(179);
    const oldSupport = randomUUID();
    await sql.query(
      `insert into support_messages (id, name, email, message, created_at) values ($1, 'Old', 'old@example.com', 'hi', $2)`,
      [oldSupport, new Date(Date.now() - 181 * DAY)],
    );

    const worker = await stack.startWorker();
    expect(worker.output()).toMatch(
      /scheduled: .*mail\.purge every 360 min.*feedback\.purge every 360 min|scheduled: .*feedback\.purge every 360 min.*mail\.purge every 360 min/,
    );

    const ids = async (table: string, wanted: string[]) =>
      (await sql.query(`select id from ${table} where id = any($1::uuid[]) order by id`, [wanted])).rows.map(
        (r) => r.id,
      );
    await expect
      .poll(() => ids('mail_messages', [oldMail, recentMail]), { timeout: 20_000, interval: 250 })
      .toEqual([recentMail]);
    await expect
      .poll(() => ids('feedback_messages', [oldFeedback, recentFeedback]), { timeout: 20_000, interval: 250 })
      .toEqual([recentFeedback]);
    await expect.poll(() => ids('support_messages', [oldSupport]), { timeout: 20_000, interval: 250 }).toEqual([]);
    const files = await sql.query(`select message_id from feedback_attachments where message_id = any($1::uuid[])`, [
      [oldFeedback, recentFeedback],
    ]);
    expect(files.rows.map((r) => r.message_id)).toEqual([recentFeedback]);
    // One schedule per job in Redis, however many workers upsert it.
    const schedulers = await redisKeys(stack.redis.url, `${stack.env.QUEUE_PREFIX}:*:repeat`);
    expect(schedulers.sort()).toEqual([
      `${stack.env.QUEUE_PREFIX}:feedback:repeat`,
      `${stack.env.QUEUE_PREFIX}:mail:repeat`,
      // progress.remind, the reminder tick every minute.
      `${stack.env.QUEUE_PREFIX}:progress:repeat`,
    ]);
  });
});

async function redisKeys(url: string, pattern: string): Promise<string[]> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url);
  try {
    return await client.keys(pattern);
  } finally {
    client.disconnect();
  }
}
