import { AMBIGUOUS_WORDS } from './ambiguous';
import type { Field } from './fields';
import { FILLER_WORDS } from './lexicon';
import { CATALOGUE_OCCUPATIONS, type Occupation } from './occupation-fields';
import type { SignatureEntry } from './signatures/signature';
import { SIGNATURE_ENTRIES } from './signatures/signatures';
import { GENERIC_JOB_WORDS, longestMatch, SpellingCorrector } from './matching';
import { tokens } from './text';

/** One occupation a job's words were matched to, with the others an ambiguous word could mean. */
export interface OccupationMatch {
  occupation: Occupation;
  /** Up to three other occupations the words could mean ("Did you mean"). */
  alternatives: readonly Occupation[];
  /** Index range [start, end) of the matched tokens. */
  start: number;
  end: number;
  /** True when the match needed a spelling correction. */
  approximate: boolean;
}

/** Tiers of evidence: an alias beats a whole title, which beats the first part of a title, which beats any other part. */
const enum Tier {
  Reviewed = 0,
  Alias = 1,
  Title = 2,
  Head = 3,
  FirstPiece = 4,
  Piece = 5,
}

const MAX_WORDS = 8;
const MAX_ALTERNATIVES = 3;
/** Single words a title piece may not claim on its own: they name a kind of job, not one job. */
const GENERIC = new Set([
  ...GENERIC_JOB_WORDS,
  'including',
  'postsecondary',
  'school',
  'service',
  'sale',
  'production',
  'operation',
  'maintenance',
  'heating',
  'wholesale',
  'manufacturing',
  'retail',
  'transit',
  'intercity',
  'special',
  'client',
  'medical',
  'legal',
  'executive',
  'construction',
  'extraction',
  'farm',
  'food',
  'building',
  'ground',
  'health',
  'computer',
  'engineering',
  'industrial',
  'commercial',
  'technical',
  'scientific',
  'product',
  'personal',
  'care',
  'home',
  'public',
  'private',
  'vocational',
  'career',
  'education',
  'instruction',
  'library',
  'art',
  'media',
  'sport',
  'entertainment',
  'related',
  'support',
]);

export interface OccupationIndex {
  /** Phrase (normalised, singular) to candidate codes, best first. */
  readonly phrases: ReadonlyMap<string, readonly string[]>;
  readonly byCode: ReadonlyMap<string, Occupation>;
  readonly entries: ReadonlyMap<string, SignatureEntry>;
  /** Words written in capitals in some alias ("HVAC"), lower case: quests write them in capitals. */
  readonly acronyms: ReadonlySet<string>;
  /** Every word of the phrases, with their spelling corrections. */
  readonly spelling: SpellingCorrector;
}

const plainTitle = (title: string) => title.replace(/\(.*?\)/g, ' ').replace(/,?\s*all other/gi, ' ');

/** Builds the phrase, spelling and acronym indexes once per entry list (at load for the real data). */
export function buildOccupationIndex(entries: readonly SignatureEntry[]): OccupationIndex {
  const byCode = new Map(CATALOGUE_OCCUPATIONS.map((o) => [o.code, o]));
  const votes = new Map<string, Map<string, Tier>>();
  const add = (phrase: string, code: string, tier: Tier) => {
    if (!phrase || !byCode.has(code)) return;
    const codes = votes.get(phrase) ?? new Map<string, Tier>();
    if (!codes.has(code) || tier < (codes.get(code) as Tier)) codes.set(code, tier);
    votes.set(phrase, codes);
  };
  for (const { code, title } of CATALOGUE_OCCUPATIONS) {
    const plain = plainTitle(title);
    const phrase = (text: string) => tokens(text).filter((w, i) => !(i === 0 && w === 'other'));
    const whole = phrase(plain);
    if (whole.length <= MAX_WORDS) add(whole.join(' '), code, Tier.Title);
    const commaParts = plain.split(',');
    const head = phrase(commaParts[0]);
    if (head.length > 0 && !(head.length === 1 && GENERIC.has(head[0]))) add(head.join(' '), code, Tier.Head);
    plain.split(/,|\band\b|\bor\b|\//i).forEach((piece, i) => {
      const words = phrase(piece);
      if (words.length === 0 || words.length > MAX_WORDS || words[0] === 'except' || words[0] === 'including') return;
      if (words.length === 1 && (GENERIC.has(words[0]) || words[0].length < 4)) return;
      add(words.join(' '), code, i === 0 ? Tier.FirstPiece : Tier.Piece);
    });
  }
  const acronyms = new Set<string>();
  for (const entry of entries) {
    for (const alias of entry.aliases) {
      add(tokens(alias).join(' '), entry.code, Tier.Alias);
      for (const word of alias.split(/[^\p{L}\p{N}]+/u))
        if (/^[A-Z]{2,}s?$/.test(word)) acronyms.add(word.replace(/s$/, '').toLowerCase());
    }
  }
  for (const [word, codes] of Object.entries(AMBIGUOUS_WORDS))
    codes.forEach((code, i) => add(tokens(word).join(' '), code, i === 0 ? Tier.Reviewed : Tier.Alias));
  // Catch-alls, helpers and supervisors come after the occupation itself.
  const order = (title: string) => (/all other|^helpers|^first-line supervisors/i.test(title) ? 1 : 0);
  const phrases = new Map<string, readonly string[]>();
  for (const [phrase, codes] of votes) {
    const reviewed = AMBIGUOUS_WORDS[phrase];
    const ranked = [...codes].sort(
      (a, b) =>
        (reviewed ? (reviewed.indexOf(a[0]) + 1 || 99) - (reviewed.indexOf(b[0]) + 1 || 99) : 0) ||
        a[1] - b[1] ||
        order(byCode.get(a[0])?.title ?? '') - order(byCode.get(b[0])?.title ?? '') ||
        (a[0] < b[0] ? -1 : 1),
    );
    phrases.set(
      phrase,
      ranked.map(([code]) => code),
    );
  }
  return {
    phrases,
    byCode,
    entries: new Map(entries.map((e) => [e.code, e])),
    acronyms,
    spelling: new SpellingCorrector([...phrases.keys()].flatMap((phrase) => phrase.split(' '))),
  };
}

const indexes = new WeakMap<readonly SignatureEntry[], OccupationIndex>();

/** The index for an entry list, built once and kept while the list lives. */
export function occupationIndex(entries: readonly SignatureEntry[] = SIGNATURE_ENTRIES): OccupationIndex {
  let index = indexes.get(entries);
  if (!index) {
    index = buildOccupationIndex(entries);
    indexes.set(entries, index);
  }
  return index;
}

function longest(
  index: OccupationIndex,
  words: readonly string[],
): { codes: readonly string[]; start: number; end: number } | null {
  const found = longestMatch(words, MAX_WORDS, (phrase) => index.phrases.get(phrase));
  return found && { codes: found.value, start: found.start, end: found.end };
}

/**
 * The occupation one job's (normalised, singular) words name, exactly or after a spelling fix. A word
 * that names many occupations ("engineer") counts only when it is the whole job: "sound engineer"
 * is not a mechanical engineer, so it is left to the field.
 */
export function recogniseOccupation(
  words: readonly string[],
  entries: readonly SignatureEntry[] = SIGNATURE_ENTRIES,
): OccupationMatch | null {
  const index = occupationIndex(entries);
  let approximate = false;
  let found = longest(index, words);
  // A misspelt word may hide a longer match ("court reportr"): the corrected words win when they match more.
  if (!found || words.some((w) => !index.spelling.vocabulary.has(w))) {
    const corrected = longest(
      index,
      words.map((w) => index.spelling.correct(w)),
    );
    if (corrected && (!found || corrected.end - corrected.start > found.end - found.start)) {
      found = corrected;
      approximate = true;
    }
  }
  if (!found) return null;
  const { codes, start, end } = found;
  if (codes.length > 1 && end - start === 1 && words.some((w, i) => (i < start || i >= end) && !FILLER_WORDS.has(w)))
    return null;
  const [first, ...rest] = codes.map((code) => index.byCode.get(code) as Occupation);
  return { occupation: first, alternatives: rest.slice(0, MAX_ALTERNATIVES), start, end, approximate };
}

/** The catalogue occupation with this code, if any. */
export const occupationByCode = (code: string): Occupation | undefined => occupationIndex().byCode.get(code);

export type { Field };
