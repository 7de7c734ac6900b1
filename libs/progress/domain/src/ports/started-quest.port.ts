/** A quest the person started (current or previous), as a reflection needs it. */
export interface QuestToReflect {
  questId: string;
  title: string;
  startedAt: Date;
}

/** Where started quests come from (the quests context); implemented over its public use case. */
export interface StartedQuestPort {
  /** The user's own quest with that id, or null when they never started it (or it is someone else's). */
  find(userId: string, questId: string): Promise<QuestToReflect | null>;
  /** The person finished this quest of theirs: it leaves "current" (quests keeps when). */
  finish(userId: string, questId: string): Promise<void>;
}

/** What the quest names, for the log and for steering (quests' domain knows the catalogue). */
export interface QuestOccupationPort {
  occupationOf(questId: string): { code: string; title: string } | null;
}
