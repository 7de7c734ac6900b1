import { isCommunityCategory, type CommunityQuest, type Difficulty } from '@sidequest/quests-domain';

/**
 * The community_quests columns every read of the catalogue selects, as SQL returns them: persistence, so
 * it lives here and not in the domain (which knows no SQL). The browse board's read selects the same columns
 * (libs/read-models/src/community-cards.query.ts), and its mapper (community-card.mapper.ts) maps them here too.
 */
export interface CommunityCatalogueColumns {
  quest_id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  time_investment: string;
  /** A Date or an ISO string, depending on the driver's type parsers. */
  created_at: Date | string;
}

/**
 * The one mapping from those columns to the quest's fields (without its steps, which a read may leave in
 * the database). An unknown category is a bug in the seed, not a user error.
 */
export function fromCatalogueColumns(row: CommunityCatalogueColumns): Omit<CommunityQuest, 'steps'> {
  if (!isCommunityCategory(row.category))
    throw new Error(`community quest ${row.quest_id} has unknown category ${row.category}`);
  return {
    questId: row.quest_id,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty as Difficulty,
    timeInvestment: row.time_investment,
    createdAt: new Date(row.created_at),
  };
}
