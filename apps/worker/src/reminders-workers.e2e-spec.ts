import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltApp, WorkerStack, type RunningProcess } from '@sidequest/test-support';

const ALL_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const PEOPLE = 6;

/**
 * The production shape: the built api, and two built workers on one Redis, ticking the reminder schedule
 * (Redis keeps one schedule, whichever worker takes each tick). Two ticks at the very same moment are
 * proven apart: reminders-persistence.int-spec.ts (two transactions) and reminders.e2e-spec.ts (two ticks).
 */
describe('two workers against one Redis', () => {
  let stack: WorkerStack;
  let second: RunningProcess | undefined;
  let sql: pg.Pool;
  beforeAll(async () => {
    stack = await WorkerStack.start({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' }, { worker: false });
    sql = new pg.Pool({ connectionString: stack.db.url, max: 2 });
  });
  afterAll(async () => {
    await second?.stop();
    await sql?.end();
    await stack?.stop();
  });

  const api = (path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${stack.base}/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  /** A person with a current quest and reminders on, due a minute ago. */
  async function duePerson(n: number): Promise<string> {
    const email = `remind-${n}-${Date.now()}@example.com`;
    const signup = await fetch(`${stack.base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n + 10}` },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    expect(signup.status).toBe(201);
    const { access_token: token, user } = (await signup.json()) as { access_token: string; user: { id: string } };
    const answer = 'nurse, pilot, chef';
    const { quests } = await (await api('/quests/generate', token, { body: { answer } })).json();
    const onboarding = await api('/onboarding', token, { body: { answer, quests, selectedQuestId: quests[0].id } });
    expect(onboarding.status).toBe(201);
    const saved = await api('/progress/reminder', token, {
      method: 'PUT',
      body: { enabled: true, time: '18:00', days: ALL_DAYS, time_zone: 'Europe/Berlin' },
    });
    expect(saved.status).toBe(200);
    await sql.query(`update daily_settings set next_reminder_at = now() - interval '1 minute' where user_id = $1`, [
      user.id,
    ]);
    return email;
  }

  it('stores and delivers each due reminder once', async () => {
    const emails: string[] = [];
    for (let n = 0; n < PEOPLE; n++) emails.push(await duePerson(n));
    // Both start at once; each upserts the progress.remind schedule (Redis keeps one) and either may take a tick.
    second = startBuiltApp('worker', stack.env);
    await Promise.all([stack.startWorker(), second.waitForOutput(/worker ready/)]);
    for (const email of emails)
      await stack.sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Your quest'), 30_000);
    // A little longer, so a second send would have arrived.
    await new Promise((r) => setTimeout(r, 1500));
    for (const email of emails)
      expect(
        stack.sink.received.filter((m) => m.to.includes(email) && m.subject.startsWith('Your quest')),
      ).toHaveLength(1);
    const { rows } = await sql.query(
      `select count(*)::int as n from mail_messages where kind = 'reminder' and "to" = any($1)`,
      [emails],
    );
    expect(rows[0].n).toBe(PEOPLE);
    const due = await sql.query(`select count(*)::int as n from daily_settings where next_reminder_at <= now()`);
    expect(due.rows[0].n).toBe(0);
    expect(stack.worker.output() + second.output()).toMatch(/progress\.remind every 1 min/);
  });
});
