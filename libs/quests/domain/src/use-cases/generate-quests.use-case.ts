import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import { generateQuestSet } from '../generator/built-in-quest-generator';
import { MAX_ANSWER_LENGTH, type QuestSet } from '../generator/quest-draft';
import type { QuestGenerator } from '../ports/quest-generator.port';
import { neutralQuestTaste, steerQuests, type QuestTaste } from '../taste/quest-taste';

/**
 * generate-quests: three quests for an answer, and a question for each job the search could not settle (the
 * built-in reading decides those, whichever generator writes the quests); a failing generator falls back to the
 * built-in one.
 * With a user id, the person's taste (from their reflections) steers the set: liked fields first,
 * disliked last, fillers replaced by liked occupations; a typed job is never dropped.
 */
export class GenerateQuests {
  constructor(
    private readonly generator?: QuestGenerator,
    private readonly taste: QuestTaste = neutralQuestTaste,
  ) {}

  async execute(input: { answer: string; userId?: string }): Promise<Result<QuestSet>> {
    const answer = input.answer.trim();
    if (!answer) return err(new DomainError('invalid', 'Please describe the jobs you would like to try.'));
    if (answer.length > MAX_ANSWER_LENGTH)
      return err(new DomainError('invalid', 'Your answer must be at most 500 characters.'));
    const built = generateQuestSet(answer);
    const written = this.generator ? await this.generator.generate(answer).catch(() => []) : [];
    const drafts = written.length >= 3 ? written.slice(0, 3) : built.quests;
    if (!input.userId) return ok({ quests: drafts, questions: built.questions });
    const quests = steerQuests(drafts, await this.taste.weightsFor(input.userId), answer);
    return ok({ quests, questions: built.questions });
  }
}
