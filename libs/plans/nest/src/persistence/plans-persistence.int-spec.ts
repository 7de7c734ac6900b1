import { randomUUID } from 'node:crypto';
import { defaultPlan } from '@sidequest/plans-domain';
import { questPlanRepositoryContract } from '@sidequest/plans-domain/testing';
import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroOrmQuestPlanRepository } from './mikro-orm-quest-plan.repository';
import { plansMigrations } from './plans.migrations';
import { plansEntitySchemas } from './plans.schemas';

let ctx: ContextOrm;
const existing = { id: randomUUID(), userId: randomUUID() };

beforeAll(async () => {
  ctx = await initContextOrm({
    name: 'sq_plans',
    entities: plansEntitySchemas,
    migrations: plansMigrations,
    // A database from before plans had a table: quests' quest_selections held each plan (this is its shape).
    beforeMigrate: async (em) => {
      const connection = em.getConnection();
      await connection.execute(
        'create table quest_selections (id uuid primary key, user_id uuid not null, selected_quest_id varchar(100) not null, selected_quest_title varchar(200) not null, selected_quest_description text not null, plan_data jsonb null, created_at timestamptz not null, updated_at timestamptz not null)',
      );
      await connection.execute(
        `insert into quest_selections values (?, ?, 'q-old', 'Old', 'An old quest', ?::jsonb, now(), '2026-11-01T10:00:00Z')`,
        [existing.id, existing.userId, JSON.stringify(defaultPlan(20))],
      );
      await connection.execute(
        `insert into quest_selections values (?, ?, 'q-none', 'None', 'No plan stored', null, now(), now())`,
        [randomUUID(), existing.userId],
      );
    },
  });
});

afterAll(() => ctx?.close());

const repo = () => new MikroOrmQuestPlanRepository(ctx.em.fork());

describe('quest_plans', () => {
  it('takes over every plan stored with a quest selection, once, when its migration runs', async () => {
    const plans = await repo().listByUser(existing.userId);
    expect(plans).toEqual([
      {
        selectionId: existing.id,
        userId: existing.userId,
        questId: 'q-old',
        plan: defaultPlan(20),
        updatedAt: new Date('2026-11-01T10:00:00Z'),
      },
    ]);
  });

  it("saves, replaces, finds and deletes only the user's own plans", async () => {
    const [userId, other, selectionId] = [randomUUID(), randomUUID(), randomUUID()];
    const record = {
      selectionId,
      userId,
      questId: 'q1',
      plan: defaultPlan(),
      updatedAt: new Date('2026-11-25T10:00:00Z'),
    };
    await repo().save(record);
    await repo().save({ ...record, plan: defaultPlan(45) });
    await repo()
      .save({ ...record, userId: other, plan: defaultPlan(5) })
      .catch(() => undefined);
    expect((await repo().find(userId, selectionId))?.plan.schedule.minutes_per_day).toBe(45);
    expect(await repo().find(other, selectionId)).toBeNull();
    expect(await repo().find(userId, 'not-a-uuid')).toBeNull();
    await repo().deleteByUser(userId);
    expect(await repo().listByUser(userId)).toEqual([]);
    expect(await repo().listByUser(existing.userId)).toHaveLength(1);
  });
});

questPlanRepositoryContract('MikroORM on Postgres', () => repo());
