import { signatureQuestsFor } from '../generator/built-in-quest-generator';
import type { QuestDraft } from '../generator/quest-draft';

export const MAX_SIGNATURE_CODES = 20;

/** The signature quests of a few occupations at once, in the order asked, each code once. */
export class FindSignatureQuests {
  execute(input: { codes: readonly string[] }): { code: string; quests: QuestDraft[] }[] {
    return [...new Set(input.codes)]
      .slice(0, MAX_SIGNATURE_CODES)
      .map((code) => ({ code, quests: signatureQuestsFor(code) }));
  }
}
