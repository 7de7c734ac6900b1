import { occupationsItemRepositoryContract } from '@sidequest/occupations-domain/testing';
import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { afterAll, beforeAll } from 'vitest';
import { MikroOrmOccupationsItemRepository } from './mikro-orm-occupations-item.repository';
import { occupationsMigrations } from './occupations.migrations';
import { occupationsEntitySchemas } from './occupations.schemas';

let ctx: ContextOrm | undefined;

beforeAll(async () => {
  ctx = await initContextOrm({
    name: 'sq_occupations',
    entities: occupationsEntitySchemas,
    migrations: occupationsMigrations,
  });
});

afterAll(() => ctx?.close());

occupationsItemRepositoryContract(
  'MikroOrmOccupationsItemRepository on Postgres',
  () => new MikroOrmOccupationsItemRepository(ctx!.em.fork()),
);
