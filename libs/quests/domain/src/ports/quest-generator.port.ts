import type { QuestDraft } from '../generator/quest-draft';

/** Turns an answer (up to 500 characters, already validated) into quests; the built-in one is the default. */
export interface QuestGenerator {
  generate(answer: string): Promise<QuestDraft[]>;
}
