import type { ReadStatement } from '@sidequest/platform-db';
import { isCommunityCategory, type CommunityQuest, type CommunityQuestCard, type Difficulty } from '@sidequest/progress-domain';

/**
 * The catalogue with its steps (48 rows), as plain SQL: no entities, no hydration. The dashboard's
 * progress lists and the start's lock check read it.
 */
export const COMMUNITY_QUESTS_STATEMENT: ReadStatement = {
  name: 'sq_community_quests_v1',
  text: `select quest_id, title, description, category, difficulty, time_investment, steps, created_at from community_quests`,
};

/**
 * The browse list's read: every quest as a card (the steps stay in the database, only their count
 * comes back) with whether the user has a progress row for it. One `?`: the user id.
 * tools/bench/raw-baseline.ts runs this very statement and mapping.
 */
export const COMMUNITY_CARDS_STATEMENT: ReadStatement = {
  name: 'sq_community_cards_v1',
  text: `select q.quest_id, q.title, q.description, q.category, q.difficulty, q.time_investment,
    jsonb_array_length(q.steps) as step_count, q.created_at, p.quest_id is not null as started
  from community_quests q
  left join quest_progress p on p.user_id = ? and p.quest_id = q.quest_id`,
};

interface CatalogueFields {
  quest_id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  time_investment: string;
  /** A Date or an ISO string, depending on the driver's type parsers. */
  created_at: Date | string;
}

export interface CommunityQuestRow extends CatalogueFields {
  steps: string[];
}

export interface CommunityCardRow extends CatalogueFields {
  step_count: number;
  started: boolean;
}

/** An unknown category is a bug in the seed, not a user error. */
function catalogueFields(row: CatalogueFields): Omit<CommunityQuest, 'steps'> {
  if (!isCommunityCategory(row.category)) throw new Error(`community quest ${row.quest_id} has unknown category ${row.category}`);
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

/** The domain's quest from a catalogue row. */
export function fromCatalogueRow(row: CommunityQuestRow): CommunityQuest {
  return { ...catalogueFields(row), steps: row.steps };
}

/** The domain's browse card from a board row. */
export function fromCardRow(row: CommunityCardRow): CommunityQuestCard {
  return { ...catalogueFields(row), stepCount: row.step_count, started: row.started };
}
