import { ok, type Result } from '@sidequest/kernel';
import type { MilestoneProgressRepository } from '@sidequest/plans-domain';
import type { GeneratedQuestRecord, QuestSelectionRecord } from '../model/quest-records';
import type { GeneratedQuestRepository, QuestSelectionRepository } from '../ports/quests-ports';

export class GetDashboard {
  constructor(private readonly deps: { generated: GeneratedQuestRepository; selections: QuestSelectionRepository; progress: MilestoneProgressRepository }) {}

  async execute(input: { userId: string }): Promise<Result<{ current: (QuestSelectionRecord & { completed: readonly number[]; percent: number }) | null; others: GeneratedQuestRecord[] }>> {
    const [current, others] = await Promise.all([this.deps.selections.findCurrent(input.userId), this.deps.generated.listUnselected(input.userId)]);
    if (!current) return ok({ current: null, others });
    const progress = await this.deps.progress.find(input.userId, current.questId);
    const total = current.plan.milestones.length;
    return ok({ current: { ...current, completed: progress?.completed ?? [], percent: progress?.percent(total) ?? 0 }, others: others.filter((q) => q.questId !== current.questId) });
  }
}
