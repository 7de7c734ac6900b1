import { createHash } from 'node:crypto';
import { Injectable, Logger, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SchemaKeeper } from '@sidequest/platform-db';
import { communityQuestCatalogue, type CommunityQuest } from '@sidequest/quests-domain';

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The catalogue as one upsert on quest_id: a fresh database gets every quest, and running it again
 * (or after editing a quest's wording) leaves one row per quest with the current text.
 */
export function seedCommunityQuestsSql(quests: readonly CommunityQuest[] = communityQuestCatalogue()): string {
  const rows = quests.map(
    (q) =>
      `(${[q.questId, q.title, q.description, q.category, q.difficulty, q.timeInvestment].map(text).join(', ')}, ${text(JSON.stringify(q.steps))}::jsonb, ${text(q.createdAt.toISOString())}::timestamptz)`,
  );
  return `
    insert into "community_quests" ("quest_id", "title", "description", "category", "difficulty", "time_investment", "steps", "created_at")
    values ${rows.join(',\n      ')}
    on conflict ("quest_id") do update set
      "title" = excluded."title", "description" = excluded."description", "category" = excluded."category",
      "difficulty" = excluded."difficulty", "time_investment" = excluded."time_investment",
      "steps" = excluded."steps", "created_at" = excluded."created_at";`;
}

/** The catalogue's version: a hash of everything its rows hold. */
export function communityCatalogueVersion(quests: readonly CommunityQuest[]): string {
  return createHash('sha256').update(JSON.stringify(quests)).digest('hex');
}

const CATALOGUE = 'community_quests';

/**
 * Brings the community catalogue of a database up to the code's, once per version: at start, under a lock
 * that replicas share, it compares the version the database holds (catalogue_versions) with the code's and, only
 * when they differ, upserts every quest and records the new version. A migration never does this: migrations
 * replay history, the sync follows the code. Only the process that migrates syncs (the api, not the worker).
 */
@Injectable()
export class CommunityCatalogueSync implements OnApplicationBootstrap {
  private readonly logger = new Logger('CommunityCatalogueSync');

  constructor(
    private readonly em: EntityManager,
    @Optional() private readonly schema?: SchemaKeeper,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.schema && !this.schema.keepsSchema) return;
    if (await this.sync()) this.logger.log("community catalogue updated to the code's version");
  }

  /** True when the database was behind and is now up to date; false when it already was. */
  async sync(quests: readonly CommunityQuest[] = communityQuestCatalogue()): Promise<boolean> {
    const version = communityCatalogueVersion(quests);
    return this.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`catalogue:${CATALOGUE}`]);
      const [held] = await em.execute<{ version: string }[]>('select version from catalogue_versions where name = ?', [
        CATALOGUE,
      ]);
      if (held?.version === version) return false;
      await em.execute(seedCommunityQuestsSql(quests));
      await em.execute(
        `insert into catalogue_versions (name, version, synced_at) values (?, ?, now())
         on conflict (name) do update set version = excluded.version, synced_at = excluded.synced_at`,
        [CATALOGUE, version],
      );
      return true;
    });
  }
}
