/**
 * Maps every O*NET-SOC 2010 code (the catalogue's old keys, ../shared/data/occupations.tsv) to exactly one
 * O*NET-SOC 2019 code (O*NET 29.3, ../shared/data/onet/occupations.tsv) and writes the result to
 * libs/occupations/domain/src/data/soc-2010-to-2019.tsv, so the product never reads ../shared. Run:
 *   node tools/catalogue/soc-2010-2019.ts
 *
 * Rules, in order: the same code exists in 2019 ("same"); a 2019 occupation has the same title, normalised
 * ("title"); the 2010 title is an alternate title of exactly one 2019 occupation ("alternate"). The hand
 * table soc-2010-2019.overrides.tsv ("hand") covers every code the rules cannot map and overrides rule results
 * judged wrong; a hand row that agrees with the rules is kept as a record of the check and changes nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type Method = 'same' | 'title' | 'alternate' | 'hand';
export interface Mapping {
  code2010: string;
  title2010: string;
  code2019: string;
  title2019: string;
  method: Method;
}

const shared = resolve(import.meta.dirname, '../../../shared/data');
const out = resolve(import.meta.dirname, '../../libs/occupations/domain/src/data/soc-2010-to-2019.tsv');

function readTsv(path: string): string[][] {
  if (!existsSync(path)) throw new Error(`${path} is missing: this script reads the O*NET files in ../shared`);
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.replace(/\r$/, '').split('\t'));
}

const singular = (word: string) => word.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
/** Lower case, accents and punctuation dropped, each word made singular: "Accountants" and "Accountant" meet. */
export const normalise = (title: string): string =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map(singular)
    .join(' ');

export function buildMapping(): { rows: Mapping[]; agreeing: string[] } {
  const old = readTsv(resolve(shared, 'occupations.tsv')).map(([code, , title]) => ({ code, title }));
  const current = new Map(readTsv(resolve(shared, 'onet/occupations.tsv')).map(([code, title]) => [code, title]));
  const byTitle = new Map<string, Set<string>>();
  const byAlternate = new Map<string, Set<string>>();
  const add = (index: Map<string, Set<string>>, title: string, code: string) => {
    const key = normalise(title);
    index.set(key, (index.get(key) ?? new Set()).add(code));
  };
  for (const [code, title] of current) add(byTitle, title, code);
  for (const [code, alternate, short] of readTsv(resolve(shared, 'onet/alternate-titles.tsv'))) {
    add(byAlternate, alternate, code);
    if (short) add(byAlternate, short, code);
  }
  const overrides = new Map<string, { code: string; reason: string }>();
  for (const [code2010, code2019, reason] of readTsv(resolve(import.meta.dirname, 'soc-2010-2019.overrides.tsv'))) {
    if (overrides.has(code2010)) throw new Error(`overrides: ${code2010} listed twice`);
    if (!current.has(code2019)) throw new Error(`overrides: ${code2010} → ${code2019}, which is not a 2019 code`);
    if (!reason?.trim()) throw new Error(`overrides: ${code2010} has no reason`);
    overrides.set(code2010, { code: code2019, reason });
  }

  const agreeing: string[] = [];
  const rows = old.map(({ code, title }): Mapping => {
    const found = (code2019: string, method: Method): Mapping => ({
      code2010: code,
      title2010: title,
      code2019,
      title2019: current.get(code2019)!,
      method,
    });
    if (current.has(code)) {
      if (overrides.has(code)) throw new Error(`overrides: ${code} exists in 2019 and maps to itself`);
      return found(code, 'same');
    }
    const single = (codes: Set<string> | undefined) => (codes?.size === 1 ? [...codes][0] : undefined);
    const titled = single(byTitle.get(normalise(title)));
    const alternate = titled ? undefined : single(byAlternate.get(normalise(title)));
    const ruled = titled ? found(titled, 'title') : alternate ? found(alternate, 'alternate') : undefined;
    const hand = overrides.get(code);
    if (hand && ruled && hand.code === ruled.code2019) {
      agreeing.push(code);
      return ruled;
    }
    if (hand) return found(hand.code, 'hand');
    if (ruled) return ruled;
    throw new Error(`${code} ${title}: no rule maps it; add it to soc-2010-2019.overrides.tsv`);
  });
  const unused = [...overrides.keys()].filter((code) => !old.some((o) => o.code === code));
  if (unused.length > 0) throw new Error(`overrides name codes that are not 2010 codes: ${unused.join(', ')}`);
  return { rows: rows.sort((a, b) => a.code2010.localeCompare(b.code2010)), agreeing };
}

export const HEADER = ['code_2010', 'title_2010', 'code_2019', 'title_2019', 'method'] as const;

if (import.meta.main) {
  const { rows, agreeing } = buildMapping();
  const lines = [
    HEADER.join('\t'),
    ...rows.map((r) => [r.code2010, r.title2010, r.code2019, r.title2019, r.method].join('\t')),
  ];
  writeFileSync(out, `${lines.join('\n')}\n`);
  const count = (method: Method) => rows.filter((r) => r.method === method).length;
  console.log(`${rows.length} codes mapped to ${new Set(rows.map((r) => r.code2019)).size} 2019 codes → ${out}`);
  for (const method of ['same', 'title', 'alternate', 'hand'] as const)
    console.log(`  ${method.padEnd(10)} ${count(method)}`);
  console.log(`  (${agreeing.length} hand rows agree with the rules and are kept as checks: ${agreeing.join(' ')})`);
}
