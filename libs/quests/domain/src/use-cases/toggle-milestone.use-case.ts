import { DomainError, err, ok, type Clock, type Result } from '@sidequest/kernel';
import { MilestoneProgress, type MilestoneProgressRepository } from '@sidequest/plans-domain';
import type { QuestSelectionRepository } from '../ports/quests-ports';
import { noCurrentQuest } from './no-current-quest';

export class ToggleMilestone {
  constructor(private readonly deps: { selections: QuestSelectionRepository; progress: MilestoneProgressRepository; clock: Clock }) {}

  async execute(input: { userId: string; questId: string; index: number; completed: boolean }): Promise<Result<{ completed: readonly number[]; percent: number }>> {
    const current = await this.deps.selections.findCurrent(input.userId);
    if (!current || current.questId !== input.questId) return noCurrentQuest();
    const total = current.plan.milestones.length;
    if (input.index < 0 || input.index >= total) return err(new DomainError('invalid', 'No such milestone.'));
    const now = this.deps.clock.now();
    const progress = (await this.deps.progress.find(input.userId, input.questId)) ?? MilestoneProgress.start(input.userId, input.questId, now);
    if (input.completed) progress.complete(input.index, now);
    else progress.reopen(input.index, now);
    await this.deps.progress.save(progress);
    return ok({ completed: progress.completed, percent: progress.percent(total) });
  }
}
