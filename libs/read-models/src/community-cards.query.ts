import type { ReadStatement } from '@sidequest/platform-db';

/**
 * The browse list's read: every quest as a card (the steps stay in the database, only their count
 * comes back) with whether the user has a progress row for it. One `?`: the user id. It reads quests'
 * community_quests next to progress's quest_progress in one round trip.
 * tools/bench/raw-baseline.ts runs this very statement; quests maps its rows (SqlCommunityQuestBoard).
 */
export const COMMUNITY_CARDS_STATEMENT: ReadStatement = {
  name: 'sq_community_cards_v1',
  text: `select q.quest_id, q.title, q.description, q.category, q.difficulty, q.time_investment,
    jsonb_array_length(q.steps) as step_count, q.created_at, p.quest_id is not null as started
  from community_quests q
  left join quest_progress p on p.user_id = ? and p.quest_id = q.quest_id`,
};

/** A board row: quests' catalogue columns (as SQL returns them) with the step count and progress's flag. */
export interface CommunityCardRow {
  quest_id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  time_investment: string;
  /** A Date or an ISO string, depending on the driver's type parsers. */
  created_at: Date | string;
  step_count: number;
  started: boolean;
}
