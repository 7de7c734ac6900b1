import { ok, type Result } from '@sidequest/kernel';
import { listCommunityQuests, type CommunityQuestFilter, type ListedCommunityQuest } from '../model/community-quest-list';
import type { CommunityQuestRepository } from '../ports/community-quest-repository.port';
import type { PremiumAccess } from '../ports/premium-access.port';

export interface ListCommunityQuestsInput extends CommunityQuestFilter {
  userId: string;
}

/** /browse-quests: the filtered catalogue, newest first, with quests past the free three locked. */
export class ListCommunityQuests {
  constructor(
    private readonly quests: CommunityQuestRepository,
    private readonly premium: PremiumAccess,
  ) {}

  async execute(input: ListCommunityQuestsInput): Promise<Result<ListedCommunityQuest[]>> {
    const [all, subscribed] = await Promise.all([this.quests.all(), this.premium.isSubscribed(input.userId)]);
    return ok(listCommunityQuests(all, input, subscribed));
  }
}
