import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isCommunityCategory, type CommunityQuest, type CommunityQuestRepository, type Difficulty } from '@sidequest/progress-domain';
import { COMMUNITY_QUESTS_SQL, type CommunityQuestRow } from './community-quests.sql';
import { CommunityQuestRecordSchema, type CommunityQuestRecord } from './progress.schemas';

const READ = { disableIdentityMap: true } as const;

export function toCommunityQuest(row: CommunityQuestRecord): CommunityQuest {
  if (!isCommunityCategory(row.category)) throw new Error(`community quest ${row.questId} has unknown category ${row.category}`);
  return {
    questId: row.questId,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty as Difficulty,
    timeInvestment: row.timeInvestment,
    steps: [...row.steps],
    createdAt: row.createdAt,
  };
}

@Injectable()
export class MikroOrmCommunityQuestRepository implements CommunityQuestRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every browse reads the whole catalogue, so it skips the ORM: one statement, rows mapped by hand. */
  async all(): Promise<CommunityQuest[]> {
    const rows = await this.em.execute<CommunityQuestRow[]>(COMMUNITY_QUESTS_SQL);
    return rows.map((row) =>
      toCommunityQuest({
        questId: row.quest_id,
        title: row.title,
        description: row.description,
        category: row.category,
        difficulty: row.difficulty,
        timeInvestment: row.time_investment,
        steps: row.steps,
        createdAt: new Date(row.created_at),
      }),
    );
  }

  async findById(questId: string): Promise<CommunityQuest | null> {
    if (questId.length > 120) return null;
    const row = await this.em.findOne(CommunityQuestRecordSchema, { questId }, READ);
    return row ? toCommunityQuest(row) : null;
  }
}
