import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CommunityCatalogueRepository, CommunityQuest } from '@sidequest/quests-domain';
import { SqlReads } from '@sidequest/platform-db';
import { COMMUNITY_QUESTS_STATEMENT, fromCatalogueRow, type CommunityQuestRow } from './community-quests.sql';
import { CommunityQuestRecordSchema, type CommunityQuestRecord } from './quests.schemas';

const READ = { disableIdentityMap: true } as const;

export function toCommunityQuest(record: CommunityQuestRecord): CommunityQuest {
  const { questId, timeInvestment, createdAt, steps, ...same } = record;
  return fromCatalogueRow({
    ...same,
    quest_id: questId,
    time_investment: timeInvestment,
    created_at: createdAt,
    steps: [...steps],
  });
}

@Injectable()
export class MikroOrmCommunityQuestRepository implements CommunityCatalogueRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlReads,
  ) {}

  /** Progress's dashboard lists and start's lock check read the whole catalogue, so it skips the ORM: one statement, rows mapped by hand. */
  async all(): Promise<CommunityQuest[]> {
    const rows = await this.sql.rows<CommunityQuestRow>(COMMUNITY_QUESTS_STATEMENT);
    return rows.map(fromCatalogueRow);
  }

  async findById(questId: string): Promise<CommunityQuest | null> {
    if (questId.length > 120) return null;
    const row = await this.em.findOne(CommunityQuestRecordSchema, { questId }, READ);
    return row ? toCommunityQuest(row) : null;
  }
}
