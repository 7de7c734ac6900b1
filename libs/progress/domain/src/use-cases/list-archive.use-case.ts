import { ok, type Result } from '@sidequest/kernel';
import { joinWithQuests, type ProgressView } from '../model/progress-view';
import type { CommunityQuestRepository } from '../ports/community-quest-repository.port';
import type { QuestProgressRepository } from '../ports/quest-progress-repository.port';

/** Finished community quests, kept for the user to look back on: most recently completed first. */
export class ListArchive {
  constructor(
    private readonly quests: CommunityQuestRepository,
    private readonly progress: QuestProgressRepository,
  ) {}

  async execute(input: { userId: string }): Promise<Result<ProgressView[]>> {
    const [rows, quests] = await Promise.all([
      this.progress.listByUser(input.userId, { completed: true }),
      this.quests.all(),
    ]);
    const time = (date: Date | null) => date?.getTime() ?? 0;
    const newestFirst = [...rows].sort((a, b) => time(b.completedAt) - time(a.completedAt));
    return ok(joinWithQuests(newestFirst, quests));
  }
}
