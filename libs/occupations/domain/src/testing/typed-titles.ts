import { allOccupations, alternateTitles } from '../catalogue/occupation';

/** How a title was changed from O*NET's spelling, the way people type. */
export type TypedChange = 'exact' | 'lower' | 'typo' | 'short' | 'level' | 'plural' | 'sentence';

/** One test title: what is typed, the occupation it belongs to, and every occupation that lists it. */
export interface TypedTitle {
  readonly typed: string;
  readonly change: TypedChange;
  readonly code: string;
  /** Every occupation O*NET lists this title under (most titles: one). */
  readonly codes: ReadonlySet<string>;
  readonly title: string;
}

/** A seeded generator, so the set is the same on every machine and every run. */
function seeded(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
}

const SHORTEN: readonly [RegExp, string][] = [
  [/\bTechnicians?\b/, 'Tech'],
  [/\bRepresentatives?\b/, 'Rep'],
  [/\bAdministrative\b/, 'Admin'],
  [/\bAdministrator\b/, 'Admin'],
  [/\bManager\b/, 'Mgr'],
  [/\bAssistant\b/, 'Asst'],
  [/\bEngineer\b/, 'Eng'],
  [/\bDeveloper\b/, 'Dev'],
];
const LEVELS = ['Senior', 'Junior', 'Lead', 'Trainee', 'Apprentice'];
const SUFFIX_LEVELS = ['I', 'II', 'III'];
const SENTENCES = ["I'd love to be a", 'working as a', 'something like a', 'maybe a'];

/** One slip in the longest word: a letter dropped, doubled, swapped or replaced. */
function typo(text: string, next: (n: number) => number): string | null {
  const words = text.split(' ');
  const longest = words.reduce((best, word, i) => (word.length > words[best].length ? i : best), 0);
  const word = words[longest];
  if (word.length < 6 || !/^[A-Za-z]+$/.test(word)) return null;
  const at = 1 + next(word.length - 2);
  const kind = next(4);
  const slipped =
    kind === 0
      ? word.slice(0, at) + word.slice(at + 1)
      : kind === 1
        ? word.slice(0, at) + word[at] + word.slice(at)
        : kind === 2
          ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
          : word.slice(0, at) + 'aeiou'[next(5)] + word.slice(at + 1);
  words[longest] = slipped;
  return words.join(' ');
}

/**
 * The test set of bench:occupations and of the search's accuracy spec: alternate titles of O*NET 29.3 (a
 * seeded sample, every occupation represented), each typed as is and as people change it. `heldOut` picks a
 * part of titles no alias was written from: the titles at odd positions of the sample.
 */
export function typedTitles(options: { perOccupation?: number; seed?: number } = {}): TypedTitle[] {
  const next = seeded(options.seed ?? 2026);
  const owners = new Map<string, Set<string>>();
  for (const [code, titles] of alternateTitles())
    for (const title of titles) {
      const key = title.toLowerCase();
      owners.set(key, (owners.get(key) ?? new Set()).add(code));
    }
  const out: TypedTitle[] = [];
  for (const { code } of allOccupations()) {
    const titles = (alternateTitles().get(code) ?? []).filter((t) => !/\(|\//.test(t) && t.length <= 40);
    for (let k = 0; k < Math.min(options.perOccupation ?? 2, titles.length); k++) {
      const title = titles[next(titles.length)];
      const codes = owners.get(title.toLowerCase()) ?? new Set([code]);
      const add = (typed: string | null, change: TypedChange) => {
        if (typed && typed !== title) out.push({ typed, change, code, codes, title });
      };
      out.push({ typed: title, change: 'exact', code, codes, title });
      add(title.toLowerCase(), 'lower');
      add(typo(title, next)?.toLowerCase() ?? null, 'typo');
      const short = SHORTEN.find(([pattern]) => pattern.test(title));
      if (short) add(title.replace(short[0], short[1]), 'short');
      add(
        next(2) === 0
          ? `${LEVELS[next(LEVELS.length)]} ${title}`
          : `${title} ${SUFFIX_LEVELS[next(SUFFIX_LEVELS.length)]}`,
        'level',
      );
      if (/[a-rt-z]$/i.test(title)) add(`${title}s`.toLowerCase(), 'plural');
      add(`${SENTENCES[next(SENTENCES.length)]} ${title.toLowerCase()}`, 'sentence');
    }
  }
  return out;
}
