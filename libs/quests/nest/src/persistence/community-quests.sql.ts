import type { ReadStatement } from '@sidequest/platform-db';
import { isCommunityCategory, type CommunityQuest, type Difficulty } from '@sidequest/quests-domain';

/**
 * The community catalogue with its steps (48 rows), as plain SQL: no entities, no hydration. Progress's
 * dashboard lists and its start's lock check read it through ReadCommunityCatalogue.
 */
export const COMMUNITY_QUESTS_STATEMENT: ReadStatement = {
  name: 'sq_community_quests_v1',
  text: `select quest_id, title, description, category, difficulty, time_investment, steps, created_at from community_quests`,
};

export interface CommunityQuestRow {
  quest_id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  time_investment: string;
  steps: string[];
  /** A Date or an ISO string, depending on the driver's type parsers. */
  created_at: Date | string;
}

/** The domain's quest from a catalogue row. An unknown category is a bug in the seed, not a user error. */
export function fromCatalogueRow(row: CommunityQuestRow): CommunityQuest {
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
    steps: row.steps,
  };
}
