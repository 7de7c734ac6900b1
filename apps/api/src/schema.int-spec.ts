import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { productContexts } from '@sidequest/contexts';
import { loadConfig, type AppConfig } from '@sidequest/platform-config';
import { migrationsOf } from '@sidequest/platform-db';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { rateLimitMigrations } from '@sidequest/platform-http';
import { mailMigrations } from '@sidequest/platform-mail';
import { CommunityCatalogueSync } from '@sidequest/quests-nest';
import { communityQuestCatalogue } from '@sidequest/quests-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppModule } from './app.module';

let db: TestDatabase;
let app: INestApplicationContext;
let config: AppConfig;

beforeAll(async () => {
  db = await createTestDatabase('sq_schema');
  config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    QUEUE_PREFIX: `sqtest-${randomBytes(4).toString('hex')}`,
    WEB_DIST_DIR: '/nonexistent',
  });
  // An empty database and the api's own composition: every context's entities and every migration,
  // applied at start from the oldest to the newest, as production migrates.
  app = await NestFactory.createApplicationContext(AppModule.forRoot(config, { databaseUrl: db.url }), {
    logger: false,
    abortOnError: false,
  });
  await app.init();
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('one schema', () => {
  it('after every migration, the ORM metadata and the database agree', async () => {
    const orm = app.get(MikroORM);
    expect(orm.getMetadata().getAll().size).toBeGreaterThan(0);
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });
});

/** Every catalogue row, whole, in a stable order. */
const catalogueRows = () =>
  app
    .get(EntityManager)
    .fork()
    .execute<{ quest_id: string }[]>(
      `select quest_id, title, description, category, difficulty, time_investment, steps, created_at
       from community_quests order by quest_id`,
    );
const forgetCatalogueVersion = () => app.get(EntityManager).fork().execute('delete from catalogue_versions');

describe('migrations are history, replayed from an empty database', () => {
  it('applied every migration the api lists (platform and every context), oldest first, none pending', async () => {
    const orm = app.get(MikroORM);
    const expected = migrationsOf(productContexts(config), mailMigrations, rateLimitMigrations).map((m) => m.name);
    expect(expected.length).toBeGreaterThanOrEqual(8);
    const executed = (await orm.migrator.getExecuted()).sort((a, b) => a.id - b.id).map((m) => m.name);
    expect(executed).toEqual(expected);
    expect(await orm.migrator.getPending()).toEqual([]);
  });

  it("the catalogue sync at start filled the catalogue with the code's quests, and running it again changes no row", async () => {
    const catalogue = communityQuestCatalogue();
    const afterStart = await catalogueRows();
    expect(afterStart.map((r) => r.quest_id)).toEqual(catalogue.map((q) => q.questId).sort());

    const sync = app.get(CommunityCatalogueSync);
    // The same version: nothing to do.
    expect(await sync.sync()).toBe(false);
    expect(await catalogueRows()).toEqual(afterStart);

    // Forgotten version (as after a restore): the upsert runs twice over the full catalogue, same rows.
    for (let run = 0; run < 2; run++) {
      await forgetCatalogueVersion();
      expect(await sync.sync()).toBe(true);
      expect(await catalogueRows()).toEqual(afterStart);
    }
  });
});
