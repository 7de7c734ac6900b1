import { MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { milestoneProgressRepositoryContract } from '@sidequest/plans-domain/testing';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { afterAll, beforeAll } from 'vitest';
import { MikroOrmMilestoneProgressRepository } from './mikro-orm-milestone-progress.repository';
import { questsMigrations } from './quests.migrations';
import { questsEntitySchemas } from './quests.schemas';

let db: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  db = await createTestDatabase('sq_milestones');
  orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: db.url,
    entities: questsEntitySchemas,
    extensions: [Migrator],
    migrations: { migrationsList: questsMigrations, transactional: true, snapshot: false },
    allowGlobalContext: true,
  });
  await orm.migrator.up();
});

afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

milestoneProgressRepositoryContract('MikroORM on Postgres', () => {
  const em = orm.em.fork() as EntityManager;
  return new MikroOrmMilestoneProgressRepository(em, new MikroOrmUnitOfWork(em));
});
