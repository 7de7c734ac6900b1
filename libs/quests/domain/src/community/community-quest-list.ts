import type { CommunityQuest } from './community-quest';

/** What ordering, search and the lock read of a quest: a full quest or a browse card alike. */
export type ListableQuest = Pick<CommunityQuest, 'questId' | 'title' | 'description' | 'category' | 'createdAt'>;

/** A browse card: the quest without its steps (only how many), and whether this user has started it. */
export interface CommunityQuestCard extends Omit<CommunityQuest, 'steps'> {
  stepCount: number;
  /** The user has a progress row for it, active or completed. */
  started: boolean;
}

/**
 * The free plan: any 3 community quests of the person's choice. Every quest ever started counts,
 * finished ones included; the filter the list is shown with plays no part.
 */
export const FREE_COMMUNITY_QUESTS = 3;

/** Free quests still to choose, from the quests started so far; null when subscribed (no limit). */
export function freeQuestsLeft(startedCount: number, subscribed: boolean): number | null {
  return subscribed ? null : Math.max(0, FREE_COMMUNITY_QUESTS - startedCount);
}

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
export function filterCommunityQuests<Q extends ListableQuest>(
  quests: readonly Q[],
  filter: CommunityQuestFilter,
): Q[] {
  const needle = filter.search?.trim().toLocaleLowerCase() ?? '';
  const category = filter.category?.trim() ?? '';
  return quests
    .filter((quest) => category === '' || quest.category === category)
    .filter(
      (quest) =>
        needle === '' ||
        [quest.title, quest.description, quest.category].some((field) => field.toLocaleLowerCase().includes(needle)),
    )
    .sort(byNewestFirst);
}

export interface CommunityQuestBrowse {
  quests: ListedCommunityQuest[];
  /** See freeQuestsLeft. */
  freeQuestsLeft: number | null;
}

/**
 * The browse list: filtered and ordered. Once a free user has used the three, every quest they have
 * not started is locked; their own started quests never are (losing premium keeps them).
 */
export function browseCommunityQuests(
  cards: readonly CommunityQuestCard[],
  filter: CommunityQuestFilter,
  subscribed: boolean,
): CommunityQuestBrowse {
  const left = freeQuestsLeft(cards.filter((card) => card.started).length, subscribed);
  return {
    quests: filterCommunityQuests(cards, filter).map((quest) => ({ quest, locked: left === 0 && !quest.started })),
    freeQuestsLeft: left,
  };
}
