/** Lower case, no accents, no emoji or punctuation: what every comparison of typed words starts from. */
export function normalize(text: string): string {
  let lower = text.toLowerCase();
  // Most text is plain ASCII: only the rest pays for taking accents off.
  if (/[^\x00-\x7f]/.test(lower))
    lower = lower
      .replace(/ß/g, 'ss')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  return lower.replace(/[^a-z0-9]+/g, ' ').trim();
}

const KEEP_AS_IS = new Set(
  (
    'bus gas chaos news series species physics economics athletics politics mathematics statistics logistics ' +
    'robotics genetics electronics aeronautics graphics analysis diagnosis tennis business fitness wellness arts is ' +
    'was this us yes christmas paris bonus campus status virus circus cactus octopus ethics forensics linguistics ' +
    'esports'
  ).split(' '),
);
const IRREGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries({
    men: 'man',
    women: 'woman',
    people: 'person',
    children: 'child',
    kids: 'kid',
    firemen: 'fireman',
    policemen: 'policeman',
    chairmen: 'chairman',
    attorneys: 'attorney',
    thieves: 'thief',
  }),
);

/** English plural to singular, applied the same way to the catalogue and to what people type. */
export function singular(word: string): string {
  if (word.length < 4 || KEEP_AS_IS.has(word)) return word;
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  if (word.endsWith('men') && word.length > 5) return `${word.slice(0, -3)}man`;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

const ROWS = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Damerau–Levenshtein (adjacent transpositions) on words up to 63 letters, without allocating. */
export function editDistance(a: string, b: string): number {
  if (a.length > 63 || b.length > 63) return Math.max(a.length, b.length);
  let [before, previous, current] = ROWS;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2] + 1);
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}
