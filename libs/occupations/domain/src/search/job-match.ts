import type { OccupationHit, OccupationSearch } from './occupation-search.port';

/** At or above: the words name this occupation, and its quest follows without asking. */
export const CLEAR_MATCH = 0.8;
/** At or above (and below CLEAR_MATCH): the words may name these occupations; the person is asked which. */
export const POSSIBLE_MATCH = 0.5;
/** How many occupations a person is offered to choose from, and how many "Did you mean" alternatives. */
export const MAX_CHOICES = 5;

/** What typed words say about one job. */
export type JobMatch =
  /** One occupation, with the others the words could also mean ("Did you mean"). */
  | { readonly kind: 'clear'; readonly best: OccupationHit; readonly alternatives: readonly OccupationHit[] }
  /** Several fit a little: the person chooses ("Which of these did you mean?"). */
  | { readonly kind: 'choose'; readonly choices: readonly OccupationHit[] }
  /** Nothing fits well enough to ask about ("We don't know that job yet"); the nearest are suggestions. */
  | { readonly kind: 'unknown'; readonly suggestions: readonly OccupationHit[] };

/**
 * Reads one typed job: a clear match gets its occupation, a weak one asks, and nothing is never guessed. Two
 * occupations that fit equally well and clearly ("Professor" is a title of 39) are still a clear match for the
 * best supported one, with the others as "Did you mean".
 */
export function matchJob(search: OccupationSearch, text: string): JobMatch {
  const hits = search.search(text, MAX_CHOICES + 1);
  const [best] = hits;
  if (!best || best.score < POSSIBLE_MATCH)
    return { kind: 'unknown', suggestions: hits.filter((hit) => hit.score >= POSSIBLE_MATCH / 2).slice(0, 3) };
  if (best.score < CLEAR_MATCH) return { kind: 'choose', choices: hits.slice(0, MAX_CHOICES) };
  return { kind: 'clear', best, alternatives: hits.slice(1, MAX_CHOICES + 1).filter((h) => h.score >= POSSIBLE_MATCH) };
}
