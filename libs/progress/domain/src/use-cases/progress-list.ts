import { ok, type Result } from '@sidequest/kernel';
import { joinWithQuests, type ProgressView } from '../model/progress-view';
import type { QuestProgress } from '../model/quest-progress.entity';
import type { CommunityQuestRepository } from '../ports/community-quest-repository.port';
import type { QuestProgressRepository } from '../ports/quest-progress-repository.port';

/**
 * A person's community quests, finished or not, each joined with its quest from the catalogue and
 * sorted: the one read behind the dashboard's active list and the archive.
 */
export class ProgressList {
  constructor(
    private readonly quests: CommunityQuestRepository,
    private readonly progress: QuestProgressRepository,
    /** Which rows (the finished quests, or the ones under way), and the order shown as a sort comparator. */
    private readonly shown: { completed: boolean; order: (a: QuestProgress, b: QuestProgress) => number },
  ) {}

  async execute(input: { userId: string }): Promise<Result<ProgressView[]>> {
    const [rows, quests] = await Promise.all([
      this.progress.listByUser(input.userId, { completed: this.shown.completed }),
      this.quests.all(),
    ]);
    return ok(joinWithQuests([...rows].sort(this.shown.order), quests));
  }
}
