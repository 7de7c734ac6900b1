import { DomainError, err, ok, type Clock, type Result } from '@sidequest/kernel';
import { MilestoneProgress } from '../model/milestone-progress.entity';
import type { CurrentQuestPort } from '../ports/current-quest.port';
import type { MilestoneProgressRepository } from '../ports/milestone-progress-repository.port';
import type { AwardRepository } from '../ports/award-repository.port';
import { award } from '../awards/awards';

/** Ticks or reopens one milestone of the user's current quest; the plan's length bounds the index. */
export class ToggleMilestone {
  constructor(
    private readonly deps: {
      currentQuest: CurrentQuestPort;
      milestones: MilestoneProgressRepository;
      clock: Clock;
      /** A tick's points, once per quest and milestone: reopening takes nothing back, ticking again pays nothing. */
      awards?: AwardRepository;
    },
  ) {}

  async execute(input: {
    userId: string;
    questId: string;
    index: number;
    completed: boolean;
  }): Promise<Result<{ completed: readonly number[]; percent: number }>> {
    const current = await this.deps.currentQuest.current(input.userId);
    if (!current || current.questId !== input.questId) return err(new DomainError('not_found', 'No active quest.'));
    const total = current.milestoneCount;
    if (input.index < 0 || input.index >= total) return err(new DomainError('invalid', 'No such milestone.'));
    const now = this.deps.clock.now();
    const progress =
      (await this.deps.milestones.find(input.userId, input.questId)) ??
      MilestoneProgress.start(input.userId, input.questId, now);
    if (input.completed) progress.complete(input.index, now);
    else progress.reopen(input.index, now);
    await this.deps.milestones.save(progress);
    if (input.completed)
      await this.deps.awards?.grant([award(input.userId, 'milestone', `${input.questId}#${input.index}`, now)]);
    return ok({ completed: progress.completed, percent: progress.percent(total) });
  }
}
