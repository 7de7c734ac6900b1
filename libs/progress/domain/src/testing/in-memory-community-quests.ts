import type { CommunityQuest } from '../model/community-quest';
import { communityQuestCatalogue } from '@sidequest/quests-domain';
import type { CommunityQuestRepository } from '../ports/community-quest-repository.port';

/** The catalogue held in memory; copies go out so callers cannot change what is stored. */
export class InMemoryCommunityQuests implements CommunityQuestRepository {
  private readonly rows = new Map<string, CommunityQuest>();

  constructor(quests: readonly CommunityQuest[] = communityQuestCatalogue()) {
    this.upsert(quests);
  }

  /** Insert or replace by quest_id, as the seed migration does. */
  upsert(quests: readonly CommunityQuest[]): void {
    for (const quest of quests) this.rows.set(quest.questId, { ...quest, steps: [...quest.steps] });
  }

  async all(): Promise<CommunityQuest[]> {
    return [...this.rows.values()].map((quest) => ({ ...quest, steps: [...quest.steps] }));
  }

  async findById(questId: string): Promise<CommunityQuest | null> {
    const quest = this.rows.get(questId);
    return quest ? { ...quest, steps: [...quest.steps] } : null;
  }
}
