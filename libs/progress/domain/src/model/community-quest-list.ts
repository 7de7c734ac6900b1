import type { CommunityQuest } from './community-quest';

/** What ordering, search and the lock read of a quest: a full quest or a browse card alike. */
export type ListableQuest = Pick<CommunityQuest, 'questId' | 'title' | 'description' | 'category' | 'createdAt'>;

/** A browse card: the quest without its steps (only how many), and whether this user has started it. */
export interface CommunityQuestCard extends Omit<CommunityQuest, 'steps'> {
  stepCount: number;
  /** The user has a progress row for it, active or completed. */
  started: boolean;
}

/** Free users may start this many quests from the top of the filtered list (spec section 6). */
export const FREE_COMMUNITY_QUESTS = 3;

export interface CommunityQuestFilter {
  search?: string | null;
  category?: string | null;
}

export interface ListedCommunityQuest<Q extends ListableQuest = CommunityQuestCard> {
  quest: Q;
  locked: boolean;
}

/**
 * The one order of the list, used by browse and by start alike: newest first by created_at, then
 * by quest_id so rows seeded in the same instant still have a fixed place.
 */
export function byNewestFirst(a: ListableQuest, b: ListableQuest): number {
  const diff = b.createdAt.getTime() - a.createdAt.getTime();
  if (diff !== 0) return diff;
  return a.questId < b.questId ? -1 : a.questId > b.questId ? 1 : 0;
}

/** Search is case-insensitive over title, description and category; the category must match exactly. */
export function filterCommunityQuests<Q extends ListableQuest>(quests: readonly Q[], filter: CommunityQuestFilter): Q[] {
  const needle = filter.search?.trim().toLocaleLowerCase() ?? '';
  const category = filter.category?.trim() ?? '';
  return quests
    .filter((quest) => category === '' || quest.category === category)
    .filter((quest) => needle === '' || [quest.title, quest.description, quest.category].some((field) => field.toLocaleLowerCase().includes(needle)))
    .sort(byNewestFirst);
}

/** The browse list: filtered, ordered, and locked beyond the free allowance unless subscribed. */
export function listCommunityQuests<Q extends ListableQuest>(quests: readonly Q[], filter: CommunityQuestFilter, subscribed: boolean): ListedCommunityQuest<Q>[] {
  return filterCommunityQuests(quests, filter).map((quest, index) => ({
    quest,
    locked: !subscribed && index >= FREE_COMMUNITY_QUESTS,
  }));
}

/** Whether this user may start `questId` when they see the list through `filter`. */
export function canStart(quests: readonly ListableQuest[], questId: string, filter: CommunityQuestFilter, subscribed: boolean): boolean {
  if (subscribed) return true;
  return listCommunityQuests(quests, filter, false).some((entry) => entry.quest.questId === questId && !entry.locked);
}
