import { defineEntity, MikroORM, p } from '@mikro-orm/core';
import { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { unitOfWorkContract } from '@sidequest/kernel/testing';
import { afterAll, beforeAll } from 'vitest';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work';
import { createTestDatabase, type TestDatabase } from './testing';

/** A table of its own, written as the repositories write: through the injected EntityManager. */
const ProbeSchema = defineEntity({
  name: 'UnitOfWorkProbe',
  tableName: 'unit_of_work_probe',
  properties: { value: p.string().primary() },
});

let db: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  db = await createTestDatabase('sq_uow');
  orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: db.url,
    entities: [ProbeSchema],
    allowGlobalContext: true,
  });
  await orm.em.getConnection().execute('create table "unit_of_work_probe" ("value" text primary key)');
});

afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

unitOfWorkContract('MikroORM on Postgres', () => {
  const em = orm.em as EntityManager;
  return {
    uow: new MikroOrmUnitOfWork(em),
    write: async (value) => void (await em.insert(ProbeSchema, { value })),
    written: async () => (await orm.em.fork().find(ProbeSchema, {})).map((row) => row.value),
  };
});
