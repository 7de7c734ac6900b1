/**
 * The reminder scheduler at scale: 100,000 people whose reminder falls in the same minute, each with a
 * current quest, seeded by SQL into a throwaway database. The built worker ticks `progress.remind` on
 * start (then every minute); this times how long one worker, then two workers on one Redis, take to
 * store every reminder mail in the outbox (mail_messages), and prints the due query's plan.
 * Run with `npm run bench:reminders` after `npm run build`. Env: BENCH_PEOPLE (100000),
 * TEST_ADMIN_DATABASE_URL. Delivery runs meanwhile (into the dev outbox folder), as in production.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import { processes } from './test-support.ts';

type RunningProcess = import('../testing/node-process.ts').RunningProcess;
const { freePort, startBuiltApp, startPrivateRedis } = processes;

const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const dataDir = `/tmp/sq-bench-reminders-${process.pid}`;

/** The scheduler's pick, as MikroOrmReminderRepository runs it (DUE_REMINDERS_STATEMENT), with values in. */
const DUE_QUERY = `select user_id from daily_settings
  where enabled and not paused and next_reminder_at <= now()
  order by next_reminder_at limit 200 for update skip locked`;

const PLAN = JSON.stringify({
  milestones: [
    { title: 'Shadow a shift', description: 'A day beside a nurse.', due_in_days: 7 },
    { title: 'Take the first-aid course', description: 'Two evenings.', due_in_days: 21 },
  ],
  schedule: { weekly_plan: 'Mon–Fri: 30 minutes per day', minutes_per_day: 30, duration_weeks: 8 },
});

async function admin(sql: string) {
  const c = new pg.Client(adminUrl);
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const db = `sq_bench_rem_${Date.now().toString(36)}`;
await admin(`CREATE DATABASE "${db}"`);
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${db}`);
const redisPort = await freePort();
const redis = await startPrivateRedis(redisPort);
const env = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redis.url,
  QUEUE_PREFIX: 'sqbench',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  DATA_DIR: dataDir,
};
const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const workers: RunningProcess[] = [];

/** Every reminder due half a minute ago, as if their minute just came; nothing stored or sent yet today. */
async function resetDue() {
  await sql.query(`delete from mail_messages`);
  await sql.query(
    `update daily_settings set next_reminder_at = date_trunc('minute', now()) - interval '30 seconds',
       unanswered_in_row = 0, paused = false, enabled = true, last_sent_local_date = null`,
  );
  // Each run starts from tidy tables (as autovacuum keeps them), not from the previous run's dead rows.
  await sql.query('vacuum analyze daily_settings');
  await sql.query('vacuum analyze mail_messages');
}

async function storedMails(): Promise<number> {
  const { rows } = await sql.query(`select count(*)::int as n from mail_messages where kind = 'reminder'`);
  return rows[0].n as number;
}

async function run(workerCount: number) {
  await resetDue();
  const loadBefore = loadavg()[0];
  const started = performance.now();
  for (let i = 0; i < workerCount; i++)
    workers.push(
      startBuiltApp(
        'worker',
        { ...env, PORT: String(await freePort()) },
        undefined,
        process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
      ),
    );
  for (;;) {
    const n = await storedMails();
    if (n >= PEOPLE) break;
    if (workers.some((w) => w.proc.exitCode !== null || w.proc.signalCode !== null))
      throw new Error(`a worker exited:\n${workers.map((w) => w.output()).join('\n')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  const due = (await sql.query(`select count(*)::int as n from daily_settings where next_reminder_at <= now()`)).rows[0]
    .n;
  const delivered = (
    await sql.query(`select count(*)::int as n from mail_messages where kind = 'reminder' and status = 'sent'`)
  ).rows[0].n;
  const dupes = (
    await sql.query(
      `select count(*)::int as n from (select "to" from mail_messages where kind = 'reminder' group by "to" having count(*) > 1) d`,
    )
  ).rows[0].n;
  console.log(
    `${workerCount} worker(s): ${PEOPLE} reminders stored in ${seconds.toFixed(1)} s (${(PEOPLE / seconds).toFixed(0)} mails/s, worker start-up included); still due: ${due}; people mailed twice: ${dupes}; delivered meanwhile: ${delivered}; load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
  );
  if (process.env.BENCH_SHOW_LOG) console.log(workers.map((w) => w.output().slice(-3000)).join('\n'));
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  // The delivery jobs left in Redis belong to this run: the next starts from an empty queue.
  const client = new Redis(redis.url);
  await client.flushall();
  client.disconnect();
}

try {
  // The api applies every context's migrations on start; then only the workers run.
  const port = await freePort();
  const api = startBuiltApp('api', { ...env, PORT: String(port) });
  await api.waitForOutput(/SideQuest is up/, 60_000);
  await api.stop();

  const t0 = performance.now();
  await sql.query(
    `insert into users (id, email, created_at)
     select gen_random_uuid(), 'bench-' || n || '@example.test', now() from generate_series(1, $1) as n`,
    [PEOPLE],
  );
  await sql.query(
    `insert into quest_selections (id, user_id, selected_quest_id, selected_quest_title, selected_quest_description, created_at, updated_at)
     select gen_random_uuid(), id, 'nurse', 'Become a nurse', 'Care for people.', now(), now() from users`,
  );
  await sql.query(
    `insert into quest_plans (selection_id, user_id, quest_id, plan_data, updated_at)
     select id, user_id, selected_quest_id, $1::jsonb, now() from quest_selections`,
    [PLAN],
  );
  await sql.query(
    `insert into daily_settings (user_id, time_zone, reminder_saved, enabled, minutes, days, next_reminder_at,
       unanswered_in_row, paused, created_at, updated_at)
     select id, 'Europe/Berlin', true, true, 1080, '{mon,tue,wed,thu,fri,sat,sun}', now(), 0, false, now(), now() from users`,
  );
  await resetDue();
  console.log(
    `seeded ${PEOPLE} people with a current quest and a reminder due in the same minute in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const plan = await sql.query(`explain ${DUE_QUERY}`);
  console.log(`the due query's plan (all ${PEOPLE} due):\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);

  await run(1);
  await run(2);
} finally {
  await Promise.all(workers.map((w) => w.stop().catch(() => undefined)));
  await sql.end();
  await redis.stop();
  await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}
