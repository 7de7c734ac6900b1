import type { Clock } from '@sidequest/kernel';
import type { QuestSelectionRecord } from '../model/quest-records';
import type { QuestSelectionRepository } from '../ports/quests-ports';

/** The user's current quest (the latest selection, unless it is finished) with its plan, or null: what other contexts ask quests for. */
export class FindCurrentQuest {
  constructor(private readonly deps: { selections: QuestSelectionRepository }) {}

  execute(input: { userId: string }): Promise<QuestSelectionRecord | null> {
    return this.deps.selections.findCurrent(input.userId);
  }
}

/** The current quests (with plans) of many users in one ask: what progress's reminder tick asks per batch. */
export class FindCurrentQuests {
  constructor(private readonly deps: { selections: QuestSelectionRepository }) {}

  execute(input: { userIds: readonly string[] }): Promise<QuestSelectionRecord[]> {
    return input.userIds.length ? this.deps.selections.findCurrentMany(input.userIds) : Promise.resolve([]);
  }
}

/** A quest the user started (their latest selection of it, current or previous), or null: what progress asks before a reflection. */
export class FindStartedQuest {
  constructor(private readonly deps: { selections: QuestSelectionRepository }) {}

  execute(input: { userId: string; questId: string }): Promise<QuestSelectionRecord | null> {
    return this.deps.selections.findByQuestId(input.userId, input.questId);
  }
}

/**
 * A finished quest leaves "current": what progress asks once the person says they finished it (their reflection).
 * Marks their latest selection of it finished, once; false when they never started it.
 */
export class FinishQuest {
  constructor(private readonly deps: { selections: QuestSelectionRepository; clock: Clock }) {}

  execute(input: { userId: string; questId: string }): Promise<boolean> {
    return this.deps.selections.finish(input.userId, input.questId, this.deps.clock.now());
  }
}
