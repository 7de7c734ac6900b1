import type { QuestPlanRecord } from '../model/quest-plan';
import type { QuestPlanRepository } from '../ports/quest-plan-repository.port';

/** Where the plan of a chosen quest is kept: what quests asks plans for when it saves or reads a selection. */
export class QuestPlans {
  constructor(private readonly deps: { plans: QuestPlanRepository }) {}

  save(record: QuestPlanRecord): Promise<void> {
    return this.deps.plans.save(record);
  }

  find(input: { userId: string; selectionId: string }): Promise<QuestPlanRecord | null> {
    return this.deps.plans.find(input.userId, input.selectionId);
  }

  /** Many selections' plans at once (the reminder scheduler's batch, through quests); missing ones are absent. */
  findMany(input: { keys: readonly { userId: string; selectionId: string }[] }): Promise<QuestPlanRecord[]> {
    return this.deps.plans.findMany(input.keys);
  }

  listByUser(input: { userId: string }): Promise<QuestPlanRecord[]> {
    return this.deps.plans.listByUser(input.userId);
  }
}
