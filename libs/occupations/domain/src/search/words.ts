import { normalize, singular } from '../text';

/**
 * Short forms people write for job words, read as the word they stand for. The same map is applied to the
 * catalogue's titles, so "Diesel Tech" and "diesel technician" are one phrase. "admin" stands for both
 * administrator and administrative, so both become "admin".
 */
const SHORT_FORMS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    tech: 'technician',
    techs: 'technician',
    techn: 'technician',
    rep: 'representative',
    reps: 'representative',
    administrator: 'admin',
    administrative: 'admin',
    administration: 'admin',
    mgr: 'manager',
    mngr: 'manager',
    asst: 'assistant',
    assist: 'assistant',
    eng: 'engineer',
    engr: 'engineer',
    dev: 'developer',
    devs: 'developer',
    coord: 'coordinator',
    supv: 'supervisor',
    supvr: 'supervisor',
    spec: 'specialist',
    exec: 'executive',
    prof: 'professor',
    dir: 'director',
    maint: 'maintenance',
    mgmt: 'management',
    svc: 'service',
    acct: 'accountant',
    assoc: 'associate',
    ops: 'operation',
    hr: 'human resource',
    it: 'information technology',
  }),
);

/** Words that say how senior a person is, not what the job is: "Senior Nurse" is a nurse. */
export const LEVEL_WORDS: ReadonlySet<string> = new Set(
  'junior jr senior sr snr lead trainee apprentice intern internship entry level i ii iii iv 1 2 3 experienced'.split(
    ' ',
  ),
);

/**
 * Words around a job in a sentence ("I'd love to be a …", "working as a …", "something like a …"): dropped from
 * the start and the end of what is typed, never from the middle.
 */
const AROUND_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the i im id d m ll ve would love like to be become becoming being work working as at some something ' +
    'somewhere kind sort type of maybe perhaps probably possibly really want wanna try trying job jobs career ' +
    'my me do doing dream well also think thinking am is please get into in field role position person ' +
    'someone who that'
  ).split(' '),
);

/**
 * British spellings read as American ones (the catalogue is American), tried in order on a word the catalogue
 * does not know: "labour", "organiser", "paediatric", "travelling", "theatre", "catalogue", "analyse".
 */
const SPELLING_VARIANTS: readonly ((word: string) => string)[] = [
  (w) => (w.length >= 6 ? w.replace(/our(s?)$/, 'or$1').replace(/our(er|ing|ed)$/, 'or$1') : w),
  (w) => w.replace(/is(e|er|ed|ing|ation)$/, 'iz$1'),
  (w) => w.replace(/ys(e|er|ed|ing)$/, 'yz$1'),
  (w) => w.replace(/tre$/, 'ter'),
  (w) => (w.length >= 7 ? w.replace(/ae/g, 'e').replace(/oe/g, 'e') : w),
  (w) => w.replace(/ll(ing|ed|er|or)$/, 'l$1'),
  (w) => (w.length >= 7 ? w.replace(/ogue$/, 'og').replace(/ence$/, 'ense') : w),
  (w) =>
    w
      .replace(/^draught/, 'draft')
      .replace(/^mould/, 'mold')
      .replace(/^tyre/, 'tire'),
];

const canonical = new Map<string, readonly string[]>();

/** One word as the index keeps it: singular, short form spelled out (remembered: titles repeat their words). */
export function canonicalWord(word: string): readonly string[] {
  let known = canonical.get(word);
  if (!known) {
    const long = SHORT_FORMS.get(word) ?? SHORT_FORMS.get(singular(word));
    known = long ? long.split(' ') : [singular(word)];
    if (canonical.size < 100_000) canonical.set(word, known);
  }
  return known;
}

/** A title or alias as index words: normalised, singular, short forms spelled out. */
export function indexWords(text: string): string[] {
  return normalize(text.replace(/\(.*?\)/g, ' '))
    .split(' ')
    .filter(Boolean)
    .flatMap(canonicalWord);
}

/** What someone typed, as the index's words, with the sentence around the job dropped. */
export interface TypedWords {
  /** Every job word, in the order typed. */
  readonly words: readonly string[];
  /** The same without level words ("senior", "apprentice", "II"): tried when `words` finds nothing exact. */
  readonly withoutLevel: readonly string[];
}

/**
 * Reads typed text the way the index reads titles. `known` tells whether the index has a word; a word it does
 * not have is tried in its American spelling.
 */
export function typedWords(text: string, known: (word: string) => boolean): TypedWords {
  // Single letters carry no job ("<b>" leaves a "b"); "I" and "V" as levels go with the level words.
  const raw = normalize(text.replace(/<[^>]*>/g, ' '))
    .split(' ')
    .filter((word) => word.length > 1 || /\d/.test(word));
  let start = 0;
  let end = raw.length;
  while (start < end && AROUND_WORDS.has(raw[start])) start++;
  while (end > start && AROUND_WORDS.has(raw[end - 1])) end--;
  const kept = raw.slice(start, end);
  // "head of marketing" is a marketing lead: "head of" goes with the level words.
  const headOf = kept[0] === 'head' && kept[1] === 'of' ? 2 : 0;
  const words = kept.flatMap((word) => canonicalWord(american(word, known)));
  const withoutLevel = kept
    .slice(headOf)
    .filter((word) => !LEVEL_WORDS.has(word))
    .flatMap((word) => canonicalWord(american(word, known)));
  return { words, withoutLevel: withoutLevel.length > 0 ? withoutLevel : words };
}

/** A word in its American spelling, where the index knows that spelling (even when it knows the British one too). */
function american(word: string, known: (word: string) => boolean): string {
  if (word.length < 5) return word;
  for (const variant of SPELLING_VARIANTS) {
    const spelled = variant(word);
    if (spelled !== word && known(singular(spelled))) return spelled;
  }
  return word;
}
