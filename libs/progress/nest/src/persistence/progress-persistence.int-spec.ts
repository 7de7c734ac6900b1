import { MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { MikroOrmUnitOfWork, SqlReads } from '@sidequest/platform-db';
import { communityQuestCatalogue, QuestProgress } from '@sidequest/progress-domain';
import { communityCatalogueContract, questProgressRepositoryContract } from '@sidequest/progress-domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroOrmCommunityQuestRepository } from './mikro-orm-community-quest.repository';
import { MikroOrmQuestProgressRepository } from './mikro-orm-quest-progress.repository';
import { progressMigrations, seedCommunityQuestsSql } from './progress.migrations';
import { progressEntitySchemas } from './progress.schemas';
import { SqlCommunityQuestBoard } from './sql-community-quest.board';

let db: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  db = await createTestDatabase('sq_progress');
  orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: db.url,
    entities: progressEntitySchemas,
    extensions: [Migrator],
    migrations: { migrationsList: progressMigrations, transactional: true, snapshot: false },
    allowGlobalContext: true,
  });
  await orm.migrator.up();
});

afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

const em = () => orm.em.fork() as EntityManager;
const reads = () => new SqlReads(em(), new MikroOrmUnitOfWork(em()));

describe('the seeded catalogue', () => {
  it('holds every catalogue quest after the migration, in the catalogue order', async () => {
    const quests = await new MikroOrmCommunityQuestRepository(em(), reads()).all();
    const catalogue = communityQuestCatalogue();
    expect(quests).toHaveLength(catalogue.length);
    expect(quests.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())).toEqual(catalogue);
  });

  it('can be run again: still one row per quest, edited wording taken over', async () => {
    const catalogue = communityQuestCatalogue();
    const edited = catalogue.map((q, i) => (i === 0 ? { ...q, title: `${q.title} (revised)` } : q));
    await em().getConnection().execute(seedCommunityQuestsSql(edited));
    await em().getConnection().execute(seedCommunityQuestsSql(edited));
    const repo = new MikroOrmCommunityQuestRepository(em(), reads());
    expect(await repo.all()).toHaveLength(catalogue.length);
    expect((await repo.findById(catalogue[0].questId))?.title).toBe(`${catalogue[0].title} (revised)`);
    await em().getConnection().execute(seedCommunityQuestsSql());
    expect((await repo.findById(catalogue[0].questId))?.title).toBe(catalogue[0].title);
    expect(await repo.findById('no-such-quest')).toBeNull();
  });
});

communityCatalogueContract('MikroORM and SQL on Postgres', () => ({
  quests: new MikroOrmCommunityQuestRepository(em(), reads()),
  board: new SqlCommunityQuestBoard(reads()),
  progress: new MikroOrmQuestProgressRepository(em(), new MikroOrmUnitOfWork(em())),
}));

// As in the app, the repository and the unit of work share the one context-aware EntityManager, so the
// repository's statements run inside the unit of work's transaction (the allowance's advisory lock needs it).
questProgressRepositoryContract('MikroORM on Postgres', () => new MikroOrmQuestProgressRepository(orm.em as EntityManager, new MikroOrmUnitOfWork(orm.em as EntityManager)));

describe('progress deletion', () => {
  it('deletes only the given user\'s rows', async () => {
    const repo = new MikroOrmQuestProgressRepository(em(), new MikroOrmUnitOfWork(em()));
    const start = (userId: string) => QuestProgress.start({ id: crypto.randomUUID(), userId, questId: 'q', stepCount: 4, now: new Date() });
    await repo.add(start('alice-del'));
    await repo.add(start('bob-del'));
    await repo.deleteByUser('alice-del');
    expect(await repo.listAllByUser('alice-del')).toEqual([]);
    expect(await repo.listAllByUser('bob-del')).toHaveLength(1);
  });
});
