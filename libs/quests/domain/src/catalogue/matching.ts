import { editDistance } from './text';

/** Single words that name a kind of job, not one job: a title piece may not claim them on its own. */
export const GENERIC_JOB_WORDS: readonly string[] = [
  'other',
  'all',
  'and',
  'or',
  'except',
  'manager',
  'worker',
  'operator',
  'technician',
  'specialist',
  'assistant',
  'clerk',
  'helper',
  'supervisor',
  'representative',
  'inspector',
  'installer',
  'repairer',
  'tender',
  'setter',
  'laborer',
  'aide',
  'officer',
  'analyst',
  'director',
  'agent',
  'teacher',
  'scientist',
  'engineer',
  'designer',
  'mechanic',
  'machine',
  'equipment',
  'general',
  'first',
  'line',
  'head',
];

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/**
 * Spelling correction against a fixed vocabulary, by a symmetric-delete index: a typo and its word
 * meet on a shared one-letter deletion. Words under four letters, and words with digits, stay as they are.
 */
export class SpellingCorrector {
  readonly vocabulary: ReadonlySet<string>;
  private readonly deletes = new Map<string, string[]>();
  private readonly memo = new Map<string, string>();

  constructor(vocabulary: Iterable<string>) {
    this.vocabulary = new Set(vocabulary);
    for (const word of this.vocabulary) {
      if (word.length < 4) continue;
      for (const d of [word, ...deletions(word)]) {
        const list = this.deletes.get(d);
        if (list) list.push(word);
        else this.deletes.set(d, [word]);
      }
    }
  }

  /** The closest vocabulary word within two edits (three from seven letters), or the word itself. */
  correct(word: string): string {
    if (word.length < 4 || this.vocabulary.has(word) || /\d/.test(word)) return word;
    const known = this.memo.get(word);
    if (known !== undefined) return known;
    const best = this.closest(word);
    // A bounded memo: answers repeat words, and the result never changes.
    if (this.memo.size > 20_000) this.memo.clear();
    this.memo.set(word, best);
    return best;
  }

  private closest(word: string): string {
    let best = word;
    let bestDistance = word.length >= 7 ? 3 : 2;
    for (const key of [word, ...deletions(word)]) {
      for (const candidate of this.deletes.get(key) ?? []) {
        if (Math.abs(candidate.length - word.length) > 2) continue;
        const distance = editDistance(word, candidate);
        if (distance < bestDistance || (distance === bestDistance && best !== word && candidate < best)) {
          best = candidate;
          bestDistance = distance;
        }
      }
    }
    return best;
  }
}

/**
 * The longest run of at most `maxWords` words that `lookup` knows; among runs of equal length the
 * later one, since English puts the head noun last. `end` is exclusive.
 */
export function longestMatch<T>(
  words: readonly string[],
  maxWords: number,
  lookup: (phrase: string) => T | undefined,
): { value: T; start: number; end: number } | null {
  let found: { value: T; start: number; end: number } | null = null;
  for (let start = 0; start < words.length; start++) {
    for (let end = Math.min(words.length, start + maxWords); end > start; end--) {
      const value = lookup(words.slice(start, end).join(' '));
      if (value === undefined) continue;
      if (!found || end - start >= found.end - found.start) found = { value, start, end };
      break;
    }
  }
  return found;
}
