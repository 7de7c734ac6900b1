import type { CommunityQuestCard } from './community-quest-list';

/**
 * The browse list's read: every catalogue quest as a card (no steps) with the user's started flag.
 * Kept apart from the repository because it joins the user's own progress in one round trip.
 */
export interface CommunityQuestBoard {
  cards(userId: string): Promise<CommunityQuestCard[]>;
}
