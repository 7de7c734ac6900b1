import { ok, type Result } from '@sidequest/kernel';
import { browseCommunityQuests, type CommunityQuestBrowse, type CommunityQuestFilter } from './community-quest-list';
import type { CommunityQuestBoard } from './community-quest-board.port';
import type { PremiumAccess } from './premium-access.port';

export interface ListCommunityQuestsInput extends CommunityQuestFilter {
  userId: string;
}

/** /browse-quests: the filtered catalogue as cards, newest first, locked once a free user has chosen their three. */
export class ListCommunityQuests {
  constructor(
    private readonly board: CommunityQuestBoard,
    private readonly premium: PremiumAccess,
  ) {}

  async execute(input: ListCommunityQuestsInput): Promise<Result<CommunityQuestBrowse>> {
    const [cards, subscribed] = await Promise.all([
      this.board.cards(input.userId),
      this.premium.isSubscribed(input.userId),
    ]);
    return ok(browseCommunityQuests(cards, input, subscribed));
  }
}
