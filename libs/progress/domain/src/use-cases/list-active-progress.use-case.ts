import type { CommunityQuestRepository } from '../ports/community-quest-repository.port';
import type { QuestProgressRepository } from '../ports/quest-progress-repository.port';
import { ProgressList } from './progress-list';

/** The dashboard's active community quests: not completed, newest started first. */
export class ListActiveProgress extends ProgressList {
  constructor(quests: CommunityQuestRepository, progress: QuestProgressRepository) {
    super(quests, progress, { completed: false, order: (a, b) => b.startedAt.getTime() - a.startedAt.getTime() });
  }
}
