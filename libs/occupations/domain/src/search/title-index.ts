import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { editDistance } from '../text';
import type { OccupationHit, OccupationSearch } from './occupation-search.port';
import { indexWords, typedWords } from './words';

/** A word of the dictionary: the phrases it stands in (ids) and how many of them it ends. */
interface Word {
  ids: number[];
  heads: number;
}

/** Where a title comes from; a reviewed alias outranks O*NET's title, which outranks an alternate title. */
export type TitleSource = 'alias' | 'title' | 'alternate';
const RANK: Record<TitleSource, number> = { alias: 0, title: 1, alternate: 2 };

/** One name of one occupation, as the index takes it. */
export interface IndexedTitle {
  readonly code: string;
  readonly text: string;
  readonly source: TitleSource;
  /** Among names of one phrase, a lower priority comes first (a reviewed order for a word many jobs share). */
  readonly priority?: number;
}

/** Words that join a title's words: they neither count for nor against a match. */
const JOINING = new Set(['of', 'the', 'and', 'for', 'in', 'a', 'an', 'with', 'to', 'on', 'or', 'at']);
const DEFAULT_LIMIT = 6;
/** The score of an alternate title for each of the occupations that share it equally: in the band that asks. */
const SHARED = 0.78;
/** Up to this many equal owners are asked about: one of the first three choices is then always the own one. */
const MAX_TIES = 3;
/** How many phrase results are scored before they are grouped into occupations. */
const CANDIDATES = 60;
/** How many of the best partial matches are ordered by support on a tie (the search answers at most ten). */
const TIE_BREAK_DEPTH = 24;
/** How many completions of a last word cut short are searched. */
const COMPLETIONS = 3;
/** A word in at most this many phrases is rare enough for its phrases to be a search's whole field. */
const RARE = 400;
const NO_IDS: readonly number[] = [];

/** One occupation a phrase names, its best source and the text as written there (an array, not a Map: 47,000 of them). */
export interface PhraseOccupation {
  readonly code: string;
  rank: number;
  priority: number;
  text: string;
}

/**
 * The index as data, made once when the api is built (`tools/occupations/index-snapshot.ts`) and restored at start:
 * each distinct phrase with the occupations it names, and MiniSearch's own index. Everything else is derived.
 */
export interface TitleIndexSnapshot {
  readonly version: typeof SNAPSHOT_VERSION;
  /** Each phrase: its index words joined by spaces, and each occupation it names. */
  readonly phrases: readonly (readonly [key: string, codes: PhraseOccupation[]])[];
  readonly mini: AsPlainObject;
}
const SNAPSHOT_VERSION = 1;

type PhraseDocument = { id: number; text: string };
/** Phrases are index words already: split on spaces, nothing more. */
const MINI_OPTIONS: Options<PhraseDocument> = {
  fields: ['text'],
  tokenize: (text) => text.split(' '),
  processTerm: (term) => term || null,
};

interface Phrase {
  /** Its index words, joined by spaces (one string, not an array: 51,000 of them). */
  readonly key: string;
  /** How many words it has. */
  readonly size: number;
  /** Each occupation the phrase names, its best source and the text as written there. */
  readonly codes: PhraseOccupation[];
}

/**
 * The occupation search on MiniSearch (a kept in-process full-text library): one document per distinct phrase
 * (a title, an alternate title or an alias, as index words), searched with prefix and typo tolerance. A phrase
 * typed word for word, in any order, is found by key before any search runs; otherwise MiniSearch finds the
 * candidates and each is scored by how much of the typed words and of the title they cover.
 */
export class TitleIndexSearch implements OccupationSearch {
  private readonly phrases: Phrase[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly bySortedKey = new Map<string, number>();
  private readonly titles: ReadonlyMap<string, string>;
  /** Per occupation, the words of its O*NET title and of its description: which of several owners a title fits. */
  private readonly described = new Map<string, { title: ReadonlySet<string>; text: ReadonlySet<string> }>();
  /**
   * Every word of every phrase, with how many phrases it stands in and how many it ends (the job noun of a
   * title: "electrician", not "electrical"): the dictionary typos are corrected by.
   */
  private readonly vocabulary = new SearchableMap<Word>();
  /** Per occupation, the phrases that name it (ids): in how many of them a word stands breaks ties. */
  private readonly namesOf = new Map<string, number[]>();
  /** Per occupation asked about, in how many of its names each word stands. */
  private readonly wordCounts = new Map<string, Map<string, number>>();
  private readonly mini: MiniSearch<PhraseDocument>;

  /** Built from names, or restored from a snapshot of an index built from the same catalogue. */
  constructor(
    occupations: readonly { code: string; title: string; description?: string }[],
    source: Iterable<IndexedTitle> | TitleIndexSnapshot,
  ) {
    this.titles = new Map(occupations.map((o) => [o.code, o.title]));
    for (const { code, title, description = '' } of occupations)
      this.described.set(code, { title: new Set(indexWords(title)), text: new Set(indexWords(description)) });
    if ('version' in source) {
      if (source.version !== SNAPSHOT_VERSION)
        throw new Error(`index snapshot version ${source.version} is not ${SNAPSHOT_VERSION}`);
      for (const [key, codes] of source.phrases) {
        this.byKey.set(key, this.phrases.length);
        this.phrases.push({ key, size: key.split(' ').length, codes });
      }
      this.mini = MiniSearch.loadJS(source.mini, MINI_OPTIONS);
    } else {
      for (const name of source) this.add(name);
      // Arrays filled by push keep room to grow: copied to their exact length once the index is whole.
      this.phrases.forEach((phrase, id) => (this.phrases[id] = { ...phrase, codes: phrase.codes.slice() }));
      this.mini = new MiniSearch(MINI_OPTIONS);
      this.mini.addAll(this.phrases.map((phrase, id) => ({ id, text: phrase.key })));
    }
    this.derive();
  }

  /**
   * The lookups made from the phrases: by words in any order, the dictionary, and each occupation's names. The
   * lists are copied to their exact length at the end: the 150,000 small lists hold a third of the memory they did.
   */
  private derive(): void {
    this.phrases.forEach(({ key, codes }, id) => {
      const words = key.split(' ');
      const last = words[words.length - 1];
      words.forEach((word, i) => {
        if (words.indexOf(word) !== i) return;
        const known = this.vocabulary.fetch(word, () => ({ ids: [], heads: 0 }));
        known.ids.push(id);
        if (word === last) known.heads++;
      });
      const sorted = words.sort().join(' ');
      if (sorted !== key && !this.bySortedKey.has(sorted)) this.bySortedKey.set(sorted, id);
      for (const { code } of codes) {
        const ids = this.namesOf.get(code);
        if (ids) ids.push(id);
        else this.namesOf.set(code, [id]);
      }
    });
    for (const [code, ids] of this.namesOf) this.namesOf.set(code, ids.slice());
    for (const [, word] of this.vocabulary) word.ids = word.ids.slice();
  }

  /** The index as data, for `new TitleIndexSearch(occupations, snapshot)` in another process. */
  snapshot(): TitleIndexSnapshot {
    return {
      version: SNAPSHOT_VERSION,
      phrases: this.phrases.map(({ key, codes }) => [key, codes]),
      mini: this.mini.toJSON(),
    };
  }

  /** How many distinct phrases the index holds. */
  get size(): number {
    return this.phrases.length;
  }

  search(text: string, limit = DEFAULT_LIMIT): readonly OccupationHit[] {
    const typed = typedWords(text.slice(0, 200), (word) => this.vocabulary.has(word));
    if (typed.words.length === 0) return [];
    const hits = new Map<string, OccupationHit>();
    const full = this.corrected(typed.words);
    const short = typed.withoutLevel === typed.words ? full : this.corrected(typed.withoutLevel);
    for (const [words, level] of [
      [full, 1],
      [short, 0.98],
    ] as const) {
      const exact = this.exact(words.words);
      if (exact === undefined) continue;
      // A known title, typed whole: the occupations that use it are the answer, without a search.
      return this.phraseHits(exact, words.words, level * words.quality).slice(0, limit);
    }
    for (const hit of this.partial(short)) if (!hits.has(hit.code)) hits.set(hit.code, hit);
    return [...hits.values()].slice(0, limit);
  }

  /**
   * Typed words as the dictionary's words: a word it does not know becomes the nearest one it does, found by
   * MiniSearch's fuzzy lookup (one typo from four letters, two from seven), the most common on a tie. Each
   * word's quality is 1, less 0.15 a typo; a word with no near match stays as typed and is found by nothing.
   */
  private corrected(words: readonly string[]): Corrected {
    const out: string[] = [];
    const qualities: number[] = [];
    for (const word of words) {
      if (this.vocabulary.has(word) || word.length < 4 || /\d/.test(word)) {
        out.push(word);
        qualities.push(1);
        continue;
      }
      // The last word is most often the job noun: among equally near words, the one that ends most titles.
      const last = out.length === words.length - 1;
      let best = undefined as { term: string; weight: number; distance: number } | undefined;
      const consider = (term: string, { ids, heads }: Word) => {
        // A four-letter word is corrected only by a letter it dropped ("nrse"): others are too near to anything.
        if (word.length === 4 && term.length !== 5) return;
        // Two letters swapped are one slip, not two: the distance is Damerau's.
        const distance = editDistance(word, term);
        const weight = last ? heads * 1000 + ids.length : ids.length;
        if (!best || distance < best.distance || (distance === best.distance && weight > best.weight))
          best = { term, weight, distance };
      };
      // One slip first (cheap): two letters swapped, by lookup, and a letter added, dropped or changed; two
      // slips only for a long word that one does not explain.
      for (const swapped of transpositions(word)) {
        const known = this.vocabulary.get(swapped);
        if (known) consider(swapped, known);
      }
      for (const reach of word.length >= 7 ? [1, 2] : [1]) {
        if (best) break;
        for (const [term, known] of this.near(word, reach)) consider(term, known);
      }
      out.push(best ? best.term : word);
      qualities.push(best ? 1 - 0.15 * best.distance : 1);
    }
    return { words: out, qualities, quality: Math.min(...qualities) };
  }

  private add({ code, text, source, priority = 99 }: IndexedTitle): void {
    if (!this.titles.has(code)) return;
    const words = indexWords(text.replace(/,?\s*all other\b/i, ''));
    if (words.length === 0 || words.length > 12) return;
    const key = words.join(' ');
    let id = this.byKey.get(key);
    if (id === undefined) {
      id = this.phrases.length;
      this.phrases.push({ key, size: words.length, codes: [] });
      this.byKey.set(key, id);
    }
    const codes = this.phrases[id].codes;
    const known = codes.find((named) => named.code === code);
    if (known && (RANK[source] < known.rank || (RANK[source] === known.rank && priority < known.priority)))
      Object.assign(known, { rank: RANK[source], priority, text: text.trim() });
    if (!known) codes.push({ code, rank: RANK[source], priority, text: text.trim() });
  }

  private exact(words: readonly string[]): number | undefined {
    return this.byKey.get(words.join(' ')) ?? this.bySortedKey.get([...words].sort().join(' '));
  }

  /** `supportOf` for one set of words, counted only for the occupations a tie-break asks about, once each. */
  private lazySupport(words: readonly string[]): (code: string) => number {
    const known = new Map<string, number>();
    return (code) => {
      let value = known.get(code);
      if (value === undefined) known.set(code, (value = this.supportOf(code, words)));
      return value;
    };
  }

  /** How central the words are to an occupation: in how many of its names the rarest of them stands. */
  private supportOf(code: string, words: readonly string[]): number {
    let counts = this.wordCounts.get(code);
    if (!counts) {
      // Counted on first need, then kept: most occupations are never asked about.
      counts = new Map<string, number>();
      for (const id of this.namesOf.get(code) ?? [])
        for (const word of new Set(wordsOf(this.phrases[id]))) counts.set(word, (counts.get(word) ?? 0) + 1);
      this.wordCounts.set(code, counts);
    }
    let least = Infinity;
    for (const word of words) least = Math.min(least, counts.get(word) ?? 0);
    return least === Infinity ? 0 : least;
  }

  /**
   * How well an occupation's own title and description speak of the words: "Art Teacher" is a title of five
   * occupations, and the one whose description teaches art comes first.
   */
  private relevance(code: string, words: readonly string[]): number {
    const described = this.described.get(code);
    if (!described) return 0;
    return words.reduce(
      (sum, word) => sum + (described.title.has(word) ? 2 : 0) + (described.text.has(word) ? 1 : 0),
      0,
    );
  }

  /** Every occupation a phrase names: reviewed and official names first, then the best described and supported. */
  private phraseHits(id: number, words: readonly string[], score: number): OccupationHit[] {
    const support = this.lazySupport(words);
    const ranked = this.phrases[id].codes
      .map((named) => ({ ...named, relevance: this.relevance(named.code, words) }))
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          a.priority - b.priority ||
          b.relevance - a.relevance ||
          support(b.code) - support(a.code) ||
          (a.code < b.code ? -1 : 1),
      );
    // An alternate title that several occupations share, none of them by review, title or description more than
    // the others ("Art Teacher"), fits each of them only in part: the person is asked which, not guessed for.
    const [first] = ranked;
    const tied = (named: (typeof ranked)[number]) =>
      named.rank === RANK.alternate && named.priority === first.priority && named.relevance === first.relevance;
    const ties = ranked.filter(tied).length;
    const shared = first.rank === RANK.alternate && ties > 1 && ties <= MAX_TIES;
    return ranked.map(({ code, rank, text }, i) => ({
      code,
      title: this.titles.get(code) as string,
      score: shared
        ? score * (tied(ranked[i]) ? SHARED : SHARED - 0.05)
        : // Only a reviewed alias or the official title speaks for one occupation alone; an alternate title that
          // several occupations share fits the others a little less than the first.
          i === 0 || rank < RANK.alternate
          ? score
          : score * 0.92,
      matched: text,
    }));
  }

  /**
   * The dictionary's words within `reach` slips of a word, by MiniSearch's fuzzy lookup on its radix tree. People
   * rarely slip on the first letter: the words that begin with it are searched (a tree a letter's size, not the
   * whole), and the whole tree only for one slip when those have none.
   */
  private *near(word: string, reach: number): Generator<[string, Word]> {
    let found = false;
    for (const [rest, [value]] of this.vocabulary.atPrefix(word[0]).fuzzyGet(word.slice(1), reach)) {
      found = true;
      yield [word[0] + rest, value];
    }
    if (found || reach > 1) return;
    for (const [term, [value]] of this.vocabulary.fuzzyGet(word, reach)) yield [term, value];
  }

  private partial(typed: Corrected): OccupationHit[] {
    const kept = typed.words.map((word, i) => [word, typed.qualities[i]] as const).filter(([w]) => !JOINING.has(w));
    const query = kept.length > 0 ? kept : typed.words.map((word, i) => [word, typed.qualities[i]] as const);
    const words = query.map(([word]) => word);
    type Candidate = { hit: OccupationHit; raw: number; words: readonly string[]; support?: number };
    const best = new Map<string, Candidate>();
    // Counted only for candidates a tie-break reaches, once each.
    const support = (c: Candidate) => (c.support ??= this.supportOf(c.hit.code, c.words));
    // The last word may be cut short as someone types: its completions are tried too, job nouns first.
    for (const last of this.completions(words[words.length - 1])) {
      const text = [...words.slice(0, -1), last].join(' ');
      let results = this.query(text, 'AND');
      if (results.length === 0) results = this.query(text, 'OR');
      for (const result of results.slice(0, CANDIDATES)) {
        const phrase = this.phrases[result.id as number];
        const phraseWords = wordsOf(phrase);
        const fit = this.fit(query, last, phraseWords, result);
        for (const { code, text: matched } of phrase.codes) {
          const known = best.get(code);
          if (known && (known.hit.score > fit || (known.hit.score === fit && known.raw >= result.score))) continue;
          const hit = { code, title: this.titles.get(code) as string, score: fit, matched };
          best.set(code, { hit, raw: result.score, words: phraseWords });
        }
      }
    }
    // Support breaks the ties that remain among the first few only: counting it is the costly part.
    return [...best.values()]
      .sort((a, b) => b.hit.score - a.hit.score || b.raw - a.raw)
      .slice(0, TIE_BREAK_DEPTH)
      .sort((a, b) => b.hit.score - a.hit.score || b.raw - a.raw || support(b) - support(a))
      .map(({ hit }) => hit);
  }

  /**
   * MiniSearch's search, scored as ever, over the phrases that can answer it: those with every word (AND), or,
   * for OR, those with a rare word, else the short ones. A word in thousands of phrases ("operator") would
   * otherwise have each of them scored, at milliseconds a search.
   */
  private query(text: string, combineWith: 'AND' | 'OR'): SearchResult[] {
    const words = text.split(' ').filter(Boolean);
    const lists = words.map((word) => this.vocabulary.get(word)?.ids ?? NO_IDS).sort((a, b) => a.length - b.length);
    let allowed: Set<number>;
    if (combineWith === 'AND') {
      if (lists[0].length === 0) return [];
      allowed = new Set(lists[0]);
      for (const list of lists.slice(1)) {
        const next = new Set<number>();
        for (const id of list) if (allowed.has(id)) next.add(id);
        allowed = next;
      }
    } else {
      allowed = new Set(lists.filter((list) => list.length <= RARE).flat());
      if (allowed.size === 0) allowed = new Set(lists.flat());
    }
    // Thousands of phrases with a common word: the short ones, which its words cover best, are the field.
    for (let extra = 2; allowed.size > RARE && extra >= 0; extra--) {
      const short = [...allowed].filter((id) => this.phrases[id].size <= words.length + extra);
      if (short.length === 0) break;
      allowed = new Set(short);
    }
    if (allowed.size === 0) return [];
    return this.mini.search(text, { combineWith, boostDocument: (id) => (allowed.has(id as number) ? 1 : 0) });
  }

  /** A word and, from three letters on and unless it is a whole word, the three words it begins that end the most titles. */
  private completions(word: string): string[] {
    const known = this.vocabulary.has(word);
    // A whole word of five letters or more is taken as typed; a shorter or unknown one may be cut short.
    if (known && word.length >= 5) return [word];
    const out = known ? [word] : [];
    if (word.length < 3) return out.length ? out : [word];
    const longer = [...this.vocabulary.atPrefix(word)]
      .filter(([term]) => term !== word)
      .sort((a, b) => b[1].heads - a[1].heads || b[1].ids.length - a[1].ids.length)
      .slice(0, COMPLETIONS)
      .map(([term]) => term);
    return out.length || longer.length ? [...out, ...longer] : [word];
  }

  /**
   * How well typed words fit a phrase, 0 to 1: each typed word scores its quality found as it is, less as the
   * beginning of `completed`, 0 when missing; the mean is then weighed by how much of the phrase the words cover.
   */
  private fit(
    typed: readonly (readonly [string, number])[],
    completed: string,
    phrase: readonly string[],
    result: SearchResult,
  ): number {
    const covered = new Set<string>();
    // Only a word of three letters or more makes a partial match: "hi" alone is no job.
    if (!typed.some(([word]) => word.length >= 3)) return 0;
    let sum = 0;
    typed.forEach(([word, quality], i) => {
      let best = 0;
      let bestTerm = '';
      for (const term of result.terms) {
        let score = 0;
        if (term === word) score = quality;
        else if (i === typed.length - 1 && term === completed && term.startsWith(word))
          // A prefix completes best to the phrase's own job noun ("electri" to "electrician").
          score = quality * (0.6 + (0.35 * word.length) / term.length + (term === phrase.at(-1) ? 0.05 : 0));
        if (score > best) [best, bestTerm] = [score, term];
      }
      if (bestTerm) covered.add(bestTerm);
      sum += best;
    });
    const content = phrase.filter((word) => !JOINING.has(word));
    const coverage = content.filter((word) => covered.has(word)).length / Math.max(1, content.length);
    return Math.round((sum / typed.length) * (0.55 + 0.45 * coverage) * 1000) / 1000;
  }
}

/** Typed words after spelling correction, each with its quality (1, less 0.15 a typo). */
interface Corrected {
  readonly words: readonly string[];
  readonly qualities: readonly number[];
  /** The lowest word quality. */
  readonly quality: number;
}

const wordsOf = (phrase: Phrase): string[] => phrase.key.split(' ');

/** A word with each pair of neighbouring letters swapped in turn ("enigneer" → "engineer"). */
function* transpositions(word: string): Generator<string> {
  for (let i = 0; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1]) yield word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}
