import type { CommunityQuestCard } from '@sidequest/progress-domain';
import { isCommunityCategory, type Difficulty } from '@sidequest/quests-domain';
import type { CommunityCardRow } from '@sidequest/read-models';

// tools/bench/raw-baseline.ts loads this file as is, so its baseline maps the rows exactly as the api does.

/** The domain's browse card from a board row. An unknown category is a bug in the seed, not a user error. */
export function fromCardRow(row: CommunityCardRow): CommunityQuestCard {
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
    stepCount: row.step_count,
    started: row.started,
  };
}
