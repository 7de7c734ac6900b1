/** The person's taste inside quests: progress's QuestTaste when the composition root passes its module in, else neutral. */
export const QUESTS_TASTE = Symbol('QUESTS_TASTE');
