import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { productContexts } from '@sidequest/contexts';
import { migrationsOf } from '@sidequest/platform-db';
import { rateLimitMigrations } from '@sidequest/platform-http';
import { mailMigrations } from '@sidequest/platform-mail';
import { CommunityCatalogueSync } from '@sidequest/quests-nest';
import { communityQuestCatalogue } from '@sidequest/quests-domain';
import { describe, expect, it } from 'vitest';
import { useApiContext } from './testing/api-context';

// An empty database and the api's own composition, migrated at start as production migrates.
const api = useApiContext('sq_schema');

describe('one schema', () => {
  it('after every migration, the ORM metadata and the database agree', async () => {
    const orm = api.app.get(MikroORM);
    expect(orm.getMetadata().getAll().size).toBeGreaterThan(0);
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });
});

/** Every catalogue row, whole, in a stable order. */
const catalogueRows = () =>
  api.app
    .get(EntityManager)
    .fork()
    .execute<{ quest_id: string }[]>(
      `select quest_id, title, description, category, difficulty, time_investment, steps, created_at
       from community_quests order by quest_id`,
    );
const forgetCatalogueVersion = () => api.app.get(EntityManager).fork().execute('delete from catalogue_versions');

describe('migrations are history, replayed from an empty database', () => {
  it('applied every migration the api lists (platform and every context), oldest first, none pending', async () => {
    const orm = api.app.get(MikroORM);
    const expected = migrationsOf(productContexts(api.config), mailMigrations, rateLimitMigrations).map((m) => m.name);
    expect(expected.length).toBeGreaterThanOrEqual(8);
    const executed = (await orm.migrator.getExecuted()).sort((a, b) => a.id - b.id).map((m) => m.name);
    expect(executed).toEqual(expected);
    expect(await orm.migrator.getPending()).toEqual([]);
  });

  it("the catalogue sync at start filled the catalogue with the code's quests, and running it again changes no row", async () => {
    const catalogue = communityQuestCatalogue();
    const afterStart = await catalogueRows();
    expect(afterStart.map((r) => r.quest_id)).toEqual(catalogue.map((q) => q.questId).sort());

    const sync = api.app.get(CommunityCatalogueSync);
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
