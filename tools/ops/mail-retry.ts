/**
 * Sends a mail that failed for good once more: `npm run mail:retry -- <mail id> [...]` or
 * `npm run mail:retry -- --all-failed`. Reads DATABASE_URL (default: the embedded Postgres of
 * `npm start`), REDIS_URL and QUEUE_PREFIX like the api. Each failed row is claimed by one atomic
 * update (failed -> pending), so running it twice queues a mail once; the worker skips a mail already sent.
 * Without REDIS_URL the api's own sweeper picks the pending row up within about a minute.
 */
import { Queue } from 'bullmq';
import pg from 'pg';

// The platform owns mail_messages, so the statement lives with it; plain node cannot resolve `@sidequest/*`.
const { RETRY_FAILED_MAIL_SQL } = (await import(
  new URL('../../libs/platform/mail/src/persistence/mail-retry.sql.ts', import.meta.url).href
)) as typeof import('../../libs/platform/mail/src/persistence/mail-retry.sql.ts');

export interface RetryOptions {
  databaseUrl: string;
  redisUrl?: string;
  prefix?: string;
  ids: string[] | 'all-failed';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function retryFailedMail(options: RetryOptions): Promise<{ queued: string[]; skipped: string[] }> {
  const ids = options.ids === 'all-failed' ? null : options.ids.filter((id) => UUID.test(id));
  const client = new pg.Client(options.databaseUrl);
  await client.connect();
  let queued: string[];
  try {
    const { rows } = await client.query<{ id: string }>(RETRY_FAILED_MAIL_SQL, [ids]);
    queued = rows.map((r) => r.id);
  } finally {
    await client.end();
  }
  if (options.redisUrl && queued.length) {
    const queue = new Queue('mail', { connection: { url: options.redisUrl }, prefix: options.prefix ?? 'sidequest' });
    try {
      // A fresh job id: the failed job keeps its own id in BullMQ's failed set.
      const stamp = Date.now();
      for (const mailId of queued) {
        await queue.add(
          'mail.send',
          { mailId },
          {
            jobId: `mail-${mailId}-retry-${stamp}`,
            attempts: 5,
            backoff: { type: 'exponential', delay: 2000 },
            removeOnComplete: true,
            removeOnFail: false,
          },
        );
      }
    } finally {
      await queue.close();
    }
  }
  const skipped = options.ids === 'all-failed' ? [] : options.ids.filter((id) => !queued.includes(id));
  return { queued, skipped };
}

async function main(argv: string[]): Promise<number> {
  const all = argv.includes('--all-failed');
  const ids = argv.filter((a) => !a.startsWith('--'));
  if (!all && ids.length === 0) {
    console.error('usage: npm run mail:retry -- <mail id> [...] | --all-failed');
    return 2;
  }
  const env = process.env;
  const { queued, skipped } = await retryFailedMail({
    databaseUrl:
      env.DATABASE_URL ?? `postgres://sidequest:sidequest@127.0.0.1:${env.EMBEDDED_PG_PORT ?? '54329'}/sidequest`,
    redisUrl: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX,
    ids: all ? 'all-failed' : ids,
  });
  for (const id of queued) console.log(`queued again: ${id}`);
  for (const id of skipped) console.log(`skipped (not a failed mail): ${id}`);
  if (!queued.length && !skipped.length) console.log('no failed mail to queue again');
  if (queued.length && !env.REDIS_URL) console.log('no REDIS_URL: the running api sends them within about a minute');
  return queued.length || all ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`mail:retry failed: ${error.message}`);
      process.exit(1);
    },
  );
}
