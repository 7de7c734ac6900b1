import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressMigrations } from './progress.migrations';
import { progressEntitySchemas } from './progress.schemas';

let ctx: ContextOrm;
const user = '00000000-0000-4000-8000-000000000001';
const before = 'Migration20261127180000_progress_offset_zones';
// reminders owns daily_settings; progress's zone migration from before the split updates it, so a stand-in comes first.
const REMINDERS_STAND_IN =
  'create table daily_settings (time_zone varchar(64) null, next_reminder_at timestamptz null)';

beforeAll(async () => {
  ctx = await initContextOrm({
    name: 'sq_reflections_onet',
    entities: progressEntitySchemas,
    migrations: progressMigrations,
    migrate: false,
    beforeMigrate: async (em) => void (await em.getConnection().execute(REMINDERS_STAND_IN)),
  });
});

afterAll(() => ctx?.close());

describe('the O*NET-SOC 2019 migration of reflections', () => {
  it('moves each 2010 code that changed to its successor and title, and leaves the rest as they are', async () => {
    await ctx.orm.migrator.up({ to: before });
    const conn = ctx.em.getConnection();
    const insert = (quest: string, code: string | null, title: string | null) =>
      conn.execute(
        `insert into reflections (user_id, quest_id, quest_title, occupation_code, occupation_title, rating, direction, ended, ended_at)
         values (?, ?, 'A quest', ?, ?, 4, 'more', 'finished', now())`,
        [user, quest, code, title],
      );
    await insert('q-software-15-1132.00-s0-abc', '15-1132.00', 'Software Developers, Applications');
    await insert('q-law-23-2091.00-s0-def', '23-2091.00', 'Court Reporters');
    await insert('q-trades-47-2111.00-s0-ghi', '47-2111.00', 'Electricians');
    await insert('q-explore-xyz', null, null);

    await ctx.orm.migrator.up();

    const rows = await conn.execute(
      'select quest_id, occupation_code, occupation_title from reflections order by quest_id',
    );
    expect(rows).toEqual([
      { quest_id: 'q-explore-xyz', occupation_code: null, occupation_title: null },
      {
        quest_id: 'q-law-23-2091.00-s0-def',
        occupation_code: '27-3092.00',
        occupation_title: 'Court Reporters and Simultaneous Captioners',
      },
      {
        quest_id: 'q-software-15-1132.00-s0-abc',
        occupation_code: '15-1252.00',
        occupation_title: 'Software Developers',
      },
      { quest_id: 'q-trades-47-2111.00-s0-ghi', occupation_code: '47-2111.00', occupation_title: 'Electricians' },
    ]);
  });
});
