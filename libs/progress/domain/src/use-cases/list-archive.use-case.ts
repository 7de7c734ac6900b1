import type { CommunityQuestRepository } from '../ports/community-quest-repository.port';
import type { QuestProgressRepository } from '../ports/quest-progress-repository.port';
import { ProgressList } from './progress-list';

const time = (date: Date | null) => date?.getTime() ?? 0;

/** Finished community quests, kept for the user to look back on: most recently completed first. */
export class ListArchive extends ProgressList {
  constructor(quests: CommunityQuestRepository, progress: QuestProgressRepository) {
    super(quests, progress, { completed: true, order: (a, b) => time(b.completedAt) - time(a.completedAt) });
  }
}
