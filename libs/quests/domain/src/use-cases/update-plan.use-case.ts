import { ok, type Clock, type Result } from '@sidequest/kernel';
import { editPlan, type PlanEdit } from '@sidequest/plans-domain';
import type { QuestSelectionRecord } from '../model/quest-records';
import type { QuestSelectionRepository } from '../ports/quests-ports';
import { noCurrentQuest } from './no-current-quest';

export class UpdatePlan {
  constructor(private readonly deps: { selections: QuestSelectionRepository; clock: Clock }) {}

  async execute(input: { userId: string; questId: string; edit: PlanEdit }): Promise<Result<QuestSelectionRecord>> {
    const current = await this.deps.selections.findCurrent(input.userId);
    if (!current || current.questId !== input.questId) return noCurrentQuest();
    const plan = editPlan(current.plan, input.edit);
    if (!plan.ok) return plan;
    const updated = { ...current, plan: plan.value, updatedAt: this.deps.clock.now() };
    await this.deps.selections.save(updated);
    return ok(updated);
  }
}
