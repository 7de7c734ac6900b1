import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerateQuestsResponse } from '@sidequest/contracts';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { SmtpSink } from '@sidequest/platform-mail/testing';
import {
  allMigrationSources,
  buildPreviousRelease,
  startApi,
  type PreviousRelease,
  type RunningProcess,
} from '@sidequest/test-support';
import { fromIp, PASSWORD, uniqueEmail } from './testing/auth-flows';
import { call } from './testing/auth-http';

/**
 * A rolling deploy (docs/OPERATIONS.md, Migrations: expand, then contract): the previous release's api
 * (tools/release/previous-release.json, checked out and built from git) runs on a database, a person uses it,
 * then this release's api starts beside it and applies its new migrations while the old one keeps serving.
 * The old api goes on working on the new schema, and the new one reads what the old one wrote.
 */
describe('a rolling deploy: the previous release serves on the new schema beside this one', () => {
  let previous: PreviousRelease | undefined;
  let db: TestDatabase | undefined;
  let sink: SmtpSink | undefined;
  let sql: pg.Client | undefined;
  const running: RunningProcess[] = [];
  let env: Record<string, string>;
  let oldBase = '';
  let newBase = '';
  let oldApi: RunningProcess;
  const person = { email: uniqueEmail('rolling'), token: '', userId: '', questId: '' };

  const migrationNames = async () =>
    (await sql!.query<{ name: string }>('select name from mikro_orm_migrations')).rows.map((r) => r.name).sort();
  const on =
    (base: string, token: string) =>
    async (path: string, body?: unknown, expected = 200) => {
      const res = await call(`${base}/api${path}`, { bearer: token, body, headers: fromIp() });
      expect(res.status, `${base === oldBase ? 'previous' : 'new'} api: ${path}`).toBe(expected);
      return res.status === 204 ? undefined : res.json();
    };
  /** What a daily view says the person did, apart from the rules over it. */
  const checkIns = (daily: {
    today: string;
    quest_id: string | null;
    check_in: unknown;
    heatmap: { checked_in_days: number; weeks: { days: { date: string; checked_in: boolean }[] }[] };
  }) => ({
    today: daily.today,
    quest_id: daily.quest_id,
    check_in: daily.check_in,
    checked_in_days: daily.heatmap.checked_in_days,
    days: daily.heatmap.weeks.flatMap((week) => week.days.filter((day) => day.checked_in).map((day) => day.date)),
  });
  /** Onboarding with the first generated quest: the person's current quest. */
  const startQuest = async (base: string, token: string) => {
    const me = on(base, token);
    const answer = 'nurse, pilot, chef';
    const { quests } = GenerateQuestsResponse.parse(await me('/quests/generate', { answer }));
    const onboarded = await me('/onboarding', { answer, quests, selectedQuestId: quests[0].id }, 201);
    return onboarded.current.quest_id as string;
  };

  beforeAll(async () => {
    db = await createTestDatabase('sq_rolling');
    sink = await SmtpSink.start();
    sql = new pg.Client(db.url);
    await sql.connect();
    env = {
      DATABASE_URL: db.url,
      SMTP_URL: sink.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
    };
  }, 60_000);

  afterAll(async () => {
    for (const p of running) await p.stop();
    await sql?.end();
    await sink?.close();
    await db?.drop();
    await previous?.remove();
  });

  // A test, not a hook: without the commit (a shallow clone) the run counts a failed test, never a skipped one.
  it('checks the previous release out of git and builds its api', async () => {
    previous = await buildPreviousRelease();
  }, 90_000);

  it('the previous release migrates an empty database to exactly its recorded schema', async () => {
    const started = await startApi(env, previous!.dir);
    running.push(started.api);
    oldApi = started.api;
    oldBase = started.base;
    expect(await migrationNames()).toEqual([...previous!.migrations].sort());
  }, 60_000);

  it('a person signs up and starts a quest on the previous release', async () => {
    const res = await call(`${oldBase}/api/auth/signup`, {
      body: { email: person.email, password: PASSWORD },
      headers: fromIp(),
    });
    expect(res.status).toBe(201);
    const session = await res.json();
    person.token = session.access_token;
    person.userId = session.user.id;
    person.questId = await startQuest(oldBase, person.token);
  });

  it('this release starts beside it and applies only the migrations the previous release lacks', async () => {
    const started = await startApi(env);
    running.push(started.api);
    newBase = started.base;
    // Every migration this release has: the ones the previous release lacked were applied under it.
    const current = allMigrationSources().map((m) => m.name);
    expect(await migrationNames()).toEqual([...current].sort());
  }, 60_000);

  it('the previous release keeps serving on the new schema: reads, a check-in, feedback, a new person', async () => {
    const old = on(oldBase, person.token);
    expect(await old('/me')).toMatchObject({ user: { id: person.userId, email: person.email } });
    await old('/progress/check-ins/today', { timeZone: 'UTC' }, 201);
    const form = new FormData();
    form.append('feedback', 'Sent from the previous release');
    form.append('page', '/dashboard');
    const sent = await fetch(`${oldBase}/api/feedback`, {
      method: 'POST',
      body: form,
      headers: { ...fromIp(), authorization: `Bearer ${person.token}` },
    });
    expect(sent.status).toBe(202);
    expect(await old('/progress/daily?timeZone=UTC')).toMatchObject({ checked_in_today: true });
    await old('/dashboard');
    await old('/me/export');

    // Inserts too: a person who signs up now gets rows the new schema's columns must accept.
    const second = await call(`${oldBase}/api/auth/signup`, {
      body: { email: uniqueEmail('rolling-late'), password: PASSWORD },
      headers: fromIp(),
    });
    expect(second.status).toBe(201);
    await startQuest(oldBase, (await second.json()).access_token);
    expect(oldApi.proc.exitCode).toBeNull();
  });

  it('this release reads what the previous one wrote, and the previous one honours its sessions', async () => {
    const old = on(oldBase, person.token);
    const next = on(newBase, person.token);
    expect(await next('/me')).toMatchObject({ user: { id: person.userId, email: person.email } });
    // What the old api shows, the new one shows too (it may add fields, never lose these).
    expect(await next('/dashboard')).toMatchObject(await old('/dashboard'));
    // The daily view: the same check-ins. The rules drawn over them (a week's goal, its words) are the release's own
    // and may change with it (this one gives a mid-week joiner a shorter first week).
    expect(checkIns(await next('/progress/daily?timeZone=UTC'))).toEqual(
      checkIns(await old('/progress/daily?timeZone=UTC')),
    );
    const exported = await next('/me/export');
    expect(JSON.stringify(exported)).toContain(person.questId);
    expect(exported.feedback_messages).toEqual([
      expect.objectContaining({ text: 'Sent from the previous release', page: '/dashboard' }),
    ]);

    // A sign-in on the new api gives a token the old one accepts.
    const login = await call(`${newBase}/api/auth/login`, {
      body: { email: person.email, password: PASSWORD },
      headers: fromIp(),
    });
    expect(login.status).toBe(200);
    const fresh = (await login.json()).access_token as string;
    expect(await on(oldBase, fresh)('/me')).toMatchObject({ user: { id: person.userId } });
  });
});
