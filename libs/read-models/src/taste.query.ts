import type { ReadStatement } from '@sidequest/platform-db';

/**
 * The person's taste for quests' generation and dashboard: the four columns of progress's reflections that
 * taste needs, in plain SQL (every signed-in generation reads it, so no hydration). One `?`: the user id.
 * tools/bench/raw-baseline.ts runs the same text.
 */
export const TASTE_STATEMENT: ReadStatement = {
  name: 'sq_taste_v1',
  text: 'select quest_id, occupation_code, rating, direction from reflections where user_id = ?',
};

export interface TasteRow {
  quest_id: string;
  occupation_code: string | null;
  rating: number | string;
  direction: 'more' | 'different';
}
