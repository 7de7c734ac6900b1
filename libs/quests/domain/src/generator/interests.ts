import { recogniseWords } from '../catalogue/catalogue';
import { FIELD_INTEREST } from '../catalogue/fields';
import { tokens } from '../catalogue/text';
import { splitAnswer } from './split-answer';

/** The interest categories found in an answer (for onboarding_responses.interests); "exploration" when none. */
export function detectInterests(answer: string): string[] {
  const found: string[] = [];
  for (const piece of splitAnswer(answer).jobs) {
    const recognised = recogniseWords(tokens(piece));
    const interest = recognised && FIELD_INTEREST[recognised.field];
    if (interest && !found.includes(interest)) found.push(interest);
  }
  return found.length ? found : ['exploration'];
}
