import type { CommunityQuestCard } from '../model/community-quest-list';
import type { CommunityQuestBoard } from '../ports/community-quest-board.port';
import type { InMemoryCommunityQuests } from './in-memory-community-quests';
import type { InMemoryQuestProgress } from './in-memory-quest-progress';

/** The board over the in-memory catalogue and progress rows, as the SQL read joins them. */
export class InMemoryCommunityQuestBoard implements CommunityQuestBoard {
  constructor(
    private readonly quests: InMemoryCommunityQuests,
    private readonly progress: InMemoryQuestProgress,
  ) {}

  async cards(userId: string): Promise<CommunityQuestCard[]> {
    const started = new Set(
      [...this.progress.rows.values()].filter((row) => row.userId === userId).map((row) => row.questId),
    );
    return (await this.quests.all()).map(({ steps, ...quest }) => ({
      ...quest,
      stepCount: steps.length,
      started: started.has(quest.questId),
    }));
  }
}
