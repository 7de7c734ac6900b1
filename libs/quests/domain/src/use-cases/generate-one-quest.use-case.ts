import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import { generateQuestForOccupation } from '../generator/built-in-quest-generator';
import type { QuestDraft } from '../generator/quest-draft';

/** "Did you mean": one quest for one occupation the person chose, to replace one card. */
export class GenerateOneQuest {
  execute(input: { code: string; answer?: string }): Result<QuestDraft> {
    const quest = generateQuestForOccupation(input.code, input.answer ?? '');
    return quest ? ok(quest) : err(new DomainError('not_found', 'No such occupation in the catalogue.'));
  }
}
