import type { QuestSelectionRecord } from '../model/quest-records';
import type { QuestSelectionRepository } from '../ports/quests-ports';

/** The user's current quest (the latest selection) with its plan, or null: what other contexts ask quests for. */
export class FindCurrentQuest {
  constructor(private readonly deps: { selections: QuestSelectionRepository }) {}

  execute(input: { userId: string }): Promise<QuestSelectionRecord | null> {
    return this.deps.selections.findCurrent(input.userId);
  }
}
