import { FIELDS, type Field } from './fields';
import { LAY_NAMES } from './lexicon';
import { CATALOGUE_OCCUPATIONS } from './occupation-fields';
import { GENERIC_JOB_WORDS, longestMatch, SpellingCorrector } from './matching';
import { tokens } from './text';

export interface Recognition {
  field: Field;
  /** Index range [start, end) of the matched tokens in the tokens given. */
  start: number;
  end: number;
  /** The catalogue's words for the match, spelling corrected. */
  phrase: string;
  /** True when the match needed a spelling correction or only a head noun. */
  approximate: boolean;
}

const MAX_PHRASE = 6;
const GENERIC = new Set(GENERIC_JOB_WORDS);

function votePhrases(): { phrases: Map<string, Field>; heads: Map<string, Field> } {
  const phraseVotes = new Map<string, Map<Field, number>>();
  const headVotes = new Map<string, Map<Field, number>>();
  const vote = (table: Map<string, Map<Field, number>>, key: string, field: Field) => {
    const votes = table.get(key) ?? new Map<Field, number>();
    votes.set(field, (votes.get(field) ?? 0) + 1);
    table.set(key, votes);
  };
  for (const { title, field } of CATALOGUE_OCCUPATIONS) {
    const plain = title.replace(/\(.*?\)/g, ' ').replace(/,?\s*all other/gi, ' ');
    const pieces = [plain, plain.split(',')[0], ...plain.split(/,|\band\b|\bor\b|\//i)];
    for (const piece of pieces) {
      const words = tokens(piece).filter((w, i) => !(i === 0 && w === 'other'));
      if (words.length === 0 || words.length > MAX_PHRASE) continue;
      if (words.length === 1 && GENERIC.has(words[0])) continue;
      vote(phraseVotes, words.join(' '), field);
      const head = words[words.length - 1];
      if (!GENERIC.has(head) && head.length > 3) vote(headVotes, head, field);
    }
  }
  const winner = (votes: Map<Field, number>) =>
    [...votes].sort((a, b) => b[1] - a[1] || FIELDS.indexOf(a[0]) - FIELDS.indexOf(b[0]))[0][0];
  const phrases = new Map([...phraseVotes].map(([key, votes]) => [key, winner(votes)]));
  const heads = new Map([...headVotes].map(([key, votes]) => [key, winner(votes)]));
  // Lay names win over titles: "chef" means food even where a title says otherwise.
  for (const field of FIELDS) {
    for (const name of LAY_NAMES[field].split(',')) {
      const key = tokens(name).join(' ');
      if (key) phrases.set(key, field);
    }
  }
  return { phrases, heads };
}

const { phrases: PHRASES, heads: HEADS } = votePhrases();
const VOCABULARY = new Set<string>([...HEADS.keys()]);
for (const key of PHRASES.keys()) for (const word of key.split(' ')) VOCABULARY.add(word);

const SPELLING = new SpellingCorrector(VOCABULARY);

/** The closest catalogue word within one or two edits, or the word itself. */
export function correct(word: string): string {
  return SPELLING.correct(word);
}

function longestPhrase(words: readonly string[]): Omit<Recognition, 'approximate'> | null {
  const found = longestMatch(words, MAX_PHRASE, (phrase) => PHRASES.get(phrase));
  return (
    found && {
      field: found.value,
      start: found.start,
      end: found.end,
      phrase: words.slice(found.start, found.end).join(' '),
    }
  );
}

/** Recognises a field in the (normalised, singular) words of one job. */
export function recogniseWords(words: readonly string[]): Recognition | null {
  const exact = longestPhrase(words);
  if (exact) return { ...exact, approximate: false };
  const corrected = words.map(correct);
  const fuzzy = longestPhrase(corrected);
  if (fuzzy) return { ...fuzzy, approximate: true };
  for (let i = corrected.length - 1; i >= 0; i--) {
    const field = HEADS.get(corrected[i]);
    if (field) return { field, start: i, end: i + 1, phrase: corrected[i], approximate: true };
  }
  return null;
}

export function recognise(text: string): Recognition | null {
  return recogniseWords(tokens(text));
}

export const catalogueSize = { phrases: PHRASES.size, heads: HEADS.size, vocabulary: VOCABULARY.size };
