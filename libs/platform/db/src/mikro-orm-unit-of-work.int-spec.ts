import { defineEntity, p } from '@mikro-orm/core';
import { unitOfWorkContract } from '@sidequest/kernel/testing';
import { afterAll, beforeAll } from 'vitest';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work';
import { initContextOrm, type ContextOrm } from './testing';

/** A table of its own, written as the repositories write: through the injected EntityManager. */
const ProbeSchema = defineEntity({
  name: 'UnitOfWorkProbe',
  tableName: 'unit_of_work_probe',
  properties: { value: p.string().primary() },
});

let ctx: ContextOrm;

beforeAll(async () => {
  ctx = await initContextOrm({
    name: 'sq_uow',
    entities: [ProbeSchema],
    migrations: [],
    beforeMigrate: async (em) => {
      await em.getConnection().execute('create table "unit_of_work_probe" ("value" text primary key)');
    },
    migrate: false,
  });
});

afterAll(() => ctx?.close());

unitOfWorkContract('MikroORM on Postgres', () => {
  const em = ctx.em;
  return {
    uow: new MikroOrmUnitOfWork(em),
    write: async (value) => void (await em.insert(ProbeSchema, { value })),
    written: async () => (await ctx.em.fork().find(ProbeSchema, {})).map((row) => row.value),
  };
});
