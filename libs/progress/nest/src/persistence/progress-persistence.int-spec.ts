import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { randomUUID } from 'node:crypto';
import { MilestoneProgress, QuestProgress } from '@sidequest/progress-domain';
import {
  checkInRepositoryContract,
  milestoneProgressRepositoryContract,
  questProgressRepositoryContract,
  reflectionRepositoryContract,
  awardRepositoryContract,
} from '@sidequest/progress-domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroOrmCheckInRepository } from './mikro-orm-check-in.repository';
import { MikroOrmMilestoneProgressRepository } from './mikro-orm-milestone-progress.repository';
import { MikroOrmQuestProgressRepository } from './mikro-orm-quest-progress.repository';
import { MikroOrmReflectionRepository } from './mikro-orm-reflection.repository';
import { MikroOrmAwardRepository } from './mikro-orm-award.repository';
import { progressMigrations } from './progress.migrations';
import { progressEntitySchemas } from './progress.schemas';

// reminders owns daily_settings; progress's zone migration from before the split updates it, so a stand-in comes first.
const REMINDERS_STAND_IN =
  'create table daily_settings (time_zone varchar(64) null, next_reminder_at timestamptz null)';

let ctx: ContextOrm;

beforeAll(async () => {
  ctx = await initContextOrm({
    name: 'sq_progress',
    entities: progressEntitySchemas,
    migrations: progressMigrations,
    beforeMigrate: async (em) => void (await em.getConnection().execute(REMINDERS_STAND_IN)),
  });
});

afterAll(() => ctx?.close());

const em = () => ctx.em.fork();

milestoneProgressRepositoryContract('MikroORM on Postgres', () => {
  const shared = em();
  return new MikroOrmMilestoneProgressRepository(shared, new MikroOrmUnitOfWork(shared));
});

checkInRepositoryContract('MikroORM on Postgres', () => new MikroOrmCheckInRepository(em()));

reflectionRepositoryContract('MikroORM on Postgres', () => new MikroOrmReflectionRepository(em()));

awardRepositoryContract('MikroORM on Postgres', () => new MikroOrmAwardRepository(em()));

// As in the app, the repository and the unit of work share the one context-aware EntityManager, so the
// repository's statements run inside the unit of work's transaction (the allowance's advisory lock needs it).
questProgressRepositoryContract(
  'MikroORM on Postgres',
  () => new MikroOrmQuestProgressRepository(ctx.em, new MikroOrmUnitOfWork(ctx.em)),
);

describe('progress deletion', () => {
  it("deletes only the given user's rows", async () => {
    const repo = new MikroOrmQuestProgressRepository(em(), new MikroOrmUnitOfWork(em()));
    const start = (userId: string) =>
      QuestProgress.start({ id: crypto.randomUUID(), userId, questId: 'q', stepCount: 4, now: new Date() });
    await repo.add(start('alice-del'));
    await repo.add(start('bob-del'));
    await repo.deleteByUser('alice-del');
    expect(await repo.listAllByUser('alice-del')).toEqual([]);
    expect(await repo.listAllByUser('bob-del')).toHaveLength(1);
  });
});

describe('milestone ticks', () => {
  it("keeps the ticks per user and quest, lists and deletes only the given user's", async () => {
    const repo = () => new MikroOrmMilestoneProgressRepository(em(), new MikroOrmUnitOfWork(em()));
    const [userId, other] = [randomUUID(), randomUUID()];
    const now = new Date('2026-11-25T10:00:00Z');
    const progress = MilestoneProgress.start(userId, 'quest-a', now);
    progress.complete(2, now);
    progress.complete(0, now);
    await repo().save(progress);
    await repo().save(MilestoneProgress.start(other, 'quest-a', now));
    expect((await repo().find(userId, 'quest-a'))?.completed).toEqual([0, 2]);
    expect(await repo().find(randomUUID(), 'quest-a')).toBeNull();
    expect(await repo().find('not-a-uuid', 'quest-a')).toBeNull();
    expect((await repo().listAllByUser(userId)).map((m) => m.questId)).toEqual(['quest-a']);
    await repo().deleteByUser(userId);
    expect(await repo().listAllByUser(userId)).toEqual([]);
    expect(await repo().listAllByUser(other)).toHaveLength(1);
  });

  it('leaves a milestone_progress table made by the old quests migration as it is', async () => {
    const [row] = await em()
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*) as n from information_schema.columns where table_name = 'milestone_progress'`,
      );
    expect(Number(row.n)).toBe(4);
    const migration = progressMigrations.find((m) => m.name.endsWith('_progress_milestones'));
    expect(migration).toBeDefined();
    const sql: string[] = [];
    const instance = new (
      migration!.class as unknown as new (...args: unknown[]) => { up(): void; addSql(s: string): void }
    )(undefined, undefined);
    instance.addSql = (s: string) => void sql.push(s);
    instance.up();
    expect(sql.join('\n')).toMatch(/create table if not exists "milestone_progress"/);
    await em().getConnection().execute(sql.join(';\n'));
  });
});
