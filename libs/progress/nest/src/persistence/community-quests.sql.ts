/**
 * The browse list's read of the whole catalogue (48 rows), as plain SQL: no entities, no hydration.
 * tools/bench/raw-baseline.ts runs this very text.
 */
export const COMMUNITY_QUESTS_SQL = `select quest_id, title, description, category, difficulty, time_investment, steps, created_at from community_quests`;

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
