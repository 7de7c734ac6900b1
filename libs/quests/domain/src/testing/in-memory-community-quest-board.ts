import type { CommunityQuest } from '../community/community-quest';
import type { CommunityQuestCard } from '../community/community-quest-list';
import type { CommunityQuestBoard } from '../community/community-quest-board.port';
import { communityQuestCatalogue } from '../community/community-quest-catalogue';

/** The board over an in-memory catalogue; `start` marks a quest started, as progress's row does for the SQL read. */
export class InMemoryCommunityQuestBoard implements CommunityQuestBoard {
  private readonly startedBy = new Map<string, Set<string>>();

  constructor(private readonly catalogue: readonly CommunityQuest[] = communityQuestCatalogue()) {}

  async start(userId: string, questId: string): Promise<void> {
    this.startedBy.set(userId, (this.startedBy.get(userId) ?? new Set<string>()).add(questId));
  }

  async cards(userId: string): Promise<CommunityQuestCard[]> {
    const started = this.startedBy.get(userId) ?? new Set<string>();
    return this.catalogue.map(({ steps, ...quest }) => ({
      ...quest,
      stepCount: steps.length,
      started: started.has(quest.questId),
    }));
  }
}
