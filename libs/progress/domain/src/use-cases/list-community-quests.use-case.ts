import { ok, type Result } from '@sidequest/kernel';
import { listCommunityQuests, type CommunityQuestFilter, type ListedCommunityQuest } from '../model/community-quest-list';
import type { CommunityQuestBoard } from '../ports/community-quest-board.port';
import type { PremiumAccess } from '../ports/premium-access.port';

export interface ListCommunityQuestsInput extends CommunityQuestFilter {
  userId: string;
}

/** /browse-quests: the filtered catalogue as cards, newest first, with quests past the free three locked. */
export class ListCommunityQuests {
  constructor(
    private readonly board: CommunityQuestBoard,
    private readonly premium: PremiumAccess,
  ) {}

  async execute(input: ListCommunityQuestsInput): Promise<Result<ListedCommunityQuest[]>> {
    const [cards, subscribed] = await Promise.all([this.board.cards(input.userId), this.premium.isSubscribed(input.userId)]);
    return ok(listCommunityQuests(cards, input, subscribed));
  }
}
