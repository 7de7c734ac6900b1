import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { reminderRepositoryContract, reminderSettings } from '@sidequest/reminders-domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountExport } from '@sidequest/contracts';
import { DUE_REMINDERS_STATEMENT, MikroOrmReminderRepository } from './mikro-orm-reminder.repository';
import { RemindersUserDataContributor } from './reminders-user-data.contributor';
import { remindersMigrations } from './reminders.migrations';
import { remindersEntitySchemas } from './reminders.schemas';

let ctx: ContextOrm;

beforeAll(async () => {
  ctx = await initContextOrm({
    name: 'sq_reminders',
    entities: remindersEntitySchemas,
    migrations: remindersMigrations,
  });
});

afterAll(() => ctx?.close());

const em = () => ctx.em.fork();

reminderRepositoryContract('MikroORM on Postgres', () => new MikroOrmReminderRepository(em()));

describe('the due query on Postgres', () => {
  it('uses the partial index on next_reminder_at, with many rows not due', async () => {
    const connection = ctx.em.getConnection();
    await connection.execute(`
      insert into daily_settings (user_id, time_zone, reminder_saved, enabled, minutes, days, next_reminder_at,
        unanswered_in_row, paused, created_at, updated_at)
      select gen_random_uuid(), 'Europe/Berlin', true, n % 10 <> 0, 1080, '{mon,tue}',
        timestamptz '2030-01-01T00:00:00Z' + (n || ' minutes')::interval, 0, false, now(), now()
      from generate_series(1, 20000) as n`);
    await connection.execute('analyze daily_settings');
    const sql = DUE_REMINDERS_STATEMENT.replace('?', "'2030-01-01T00:05:00Z'").replace('?', '500');
    const plan = (await connection.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`))
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Scan using daily_settings_due_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('two transactions at once never claim the same reminder (FOR UPDATE SKIP LOCKED)', async () => {
    const at = new Date('2040-06-01T12:00:00.000Z');
    const ids: string[] = Array.from({ length: 10 }, () => crypto.randomUUID());
    // Only these ten are due: the earlier tests' rows go.
    await ctx.em.getConnection().execute('delete from daily_settings');
    const seed = new MikroOrmReminderRepository(em());
    for (const userId of ids)
      await seed.save(
        reminderSettings(userId, {
          timeZone: 'UTC',
          minutes: 720,
          days: ['fri'],
          nextReminderAt: new Date('2040-06-01T11:59:00.000Z'),
          unansweredInRow: 0,
          updatedAt: at,
        }),
      );
    // As in the app, the repository and the unit of work share the one context-aware EntityManager, so
    // the repository's statements run inside each unit of work's own transaction (on its own connection).
    const claim = async () => {
      const repo = new MikroOrmReminderRepository(ctx.em);
      return new MikroOrmUnitOfWork(ctx.em).transaction(async () => {
        const rows = await repo.claimDue(at, 6);
        // Hold the locks a moment, so the two transactions overlap.
        await new Promise((resolve) => setTimeout(resolve, 150));
        return rows.map((r) => r.userId);
      });
    };
    const [a, b] = await Promise.all([claim(), claim()]);
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect([...a, ...b].sort()).toEqual([...ids].sort());
  });

  it('a settings save that reads while a tick holds the row waits for it, and keeps what the tick wrote', async () => {
    const at = new Date('2040-06-01T12:00:00.000Z');
    const userId = crypto.randomUUID();
    await ctx.em.getConnection().execute('delete from daily_settings');
    await new MikroOrmReminderRepository(em()).save(
      reminderSettings(userId, {
        timeZone: 'UTC',
        minutes: 720,
        days: ['fri'],
        nextReminderAt: new Date('2040-06-01T11:59:00.000Z'),
        updatedAt: at,
      }),
    );
    const repo = new MikroOrmReminderRepository(ctx.em);
    let tickHolds!: () => void;
    const claimed = new Promise<void>((resolve) => (tickHolds = resolve));
    // The tick claims the row, lets the save start, then writes its move and commits.
    const tick = new MikroOrmUnitOfWork(ctx.em).transaction(async () => {
      const [row] = await repo.claimDue(at, 1);
      tickHolds();
      await new Promise((resolve) => setTimeout(resolve, 150));
      await repo.saveMoves([{ ...row, unansweredInRow: 3, lastSentLocalDate: '2040-06-01', updatedAt: at }]);
    });
    await claimed;
    // As SaveReminder does: read locked, change the user's fields, write the whole row.
    const save = new MikroOrmUnitOfWork(ctx.em).transaction(async () => {
      const before = (await repo.findForUpdate(userId))!;
      await repo.save({ ...before, minutes: 1080, updatedAt: at });
    });
    await Promise.all([tick, save]);
    expect(await new MikroOrmReminderRepository(em()).find(userId)).toMatchObject({
      minutes: 1080,
      unansweredInRow: 3,
      lastSentLocalDate: '2040-06-01',
    });
  });
});

describe('the data export and deletion', () => {
  it('export the used reminder links and the last reminder day, as the export contract says; deletion removes them', async () => {
    const shared = em();
    const reminders = new MikroOrmReminderRepository(shared);
    const contributor = new RemindersUserDataContributor(reminders);
    const [userId, other] = [crypto.randomUUID(), crypto.randomUUID()];
    await reminders.save(
      reminderSettings(userId, {
        days: ['mon'],
        nextReminderAt: new Date('2040-06-04T16:00:00.000Z'),
        unansweredInRow: 1,
        lastSentLocalDate: '2040-06-01',
        updatedAt: new Date('2040-06-01T16:00:30.000Z'),
      }),
    );
    await reminders.useLink('link-b', userId, new Date('2040-06-01T19:00:00.000Z'));
    await reminders.useLink('link-a', userId, new Date('2040-06-01T18:00:00.000Z'));
    await reminders.useLink('link-other', other, new Date('2040-06-01T18:00:00.000Z'));
    const exported = await contributor.exportUserData(userId);
    const shape = AccountExport.pick({ daily_settings: true, reminder_links_used: true });
    expect(shape.parse(exported)).toMatchObject({
      daily_settings: { last_sent_local_date: '2040-06-01' },
      reminder_links_used: [
        { link_id: 'link-a', used_at: '2040-06-01T18:00:00.000Z' },
        { link_id: 'link-b', used_at: '2040-06-01T19:00:00.000Z' },
      ],
    });
    await contributor.deleteUserData(userId);
    expect((await contributor.exportUserData(userId)).reminder_links_used).toEqual([]);
    expect(await reminders.listUsedLinks(other)).toHaveLength(1);
  });
});
