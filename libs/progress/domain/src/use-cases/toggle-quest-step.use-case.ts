import { DomainError, err, ok, type Clock, type Result } from '@sidequest/kernel';
import type { ProgressView } from '../model/progress-view';
import type { CommunityQuestRepository } from '../ports/community-quest-repository.port';
import type { QuestProgressRepository } from '../ports/quest-progress-repository.port';

export const PROGRESS_NOT_FOUND = 'You have not started this quest';

/** Ticks or un-ticks one step of the user's own progress on a quest. */
export class ToggleQuestStep {
  constructor(
    private readonly deps: { quests: CommunityQuestRepository; progress: QuestProgressRepository; clock: Clock },
  ) {}

  async execute(input: { userId: string; questId: string; stepIndex: number }): Promise<Result<ProgressView>> {
    const { deps } = this;
    const progress = await deps.progress.findByQuest(input.userId, input.questId);
    if (!progress) return err(new DomainError('not_found', PROGRESS_NOT_FOUND));
    const quest = await deps.quests.findById(input.questId);
    if (!quest) return err(new DomainError('not_found', PROGRESS_NOT_FOUND));

    const toggled = progress.toggleStep(input.stepIndex, deps.clock.now());
    if (!toggled.ok) return err(toggled.error);
    await deps.progress.save(progress);
    return ok({ progress, quest });
  }
}
