import { ok, type Result } from '@sidequest/kernel';
import { joinWithQuests, type ProgressView } from '../model/progress-view';
import type { CommunityQuestRepository } from '../ports/community-quest-repository.port';
import type { QuestProgressRepository } from '../ports/quest-progress-repository.port';

/** The dashboard's active community quests: not completed, newest started first. */
export class ListActiveProgress {
  constructor(
    private readonly quests: CommunityQuestRepository,
    private readonly progress: QuestProgressRepository,
  ) {}

  async execute(input: { userId: string }): Promise<Result<ProgressView[]>> {
    const [rows, quests] = await Promise.all([
      this.progress.listByUser(input.userId, { completed: false }),
      this.quests.all(),
    ]);
    const newestFirst = [...rows].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
    return ok(joinWithQuests(newestFirst, quests));
  }
}
