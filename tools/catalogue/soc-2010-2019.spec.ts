import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const shared = resolve(root, '../shared/data');

const tsv = (path: string): string[][] =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.replace(/\r$/, '').split('\t'));

const committed = tsv(resolve(root, 'libs/occupations/domain/src/data/soc-2010-to-2019.tsv'));
const [header, ...rows] = committed;

/** The O*NET lists live outside the repository (CI checks them out beside it); without them this spec cannot judge. */
function sharedCodes(path: string): string[] {
  const file = resolve(shared, path);
  if (!existsSync(file))
    throw new Error(`${file} is missing: this spec checks the committed mapping against the O*NET lists in ../shared`);
  return tsv(file)
    .slice(1)
    .map(([code]) => code);
}

describe('the O*NET-SOC 2010 → 2019 mapping, as committed', () => {
  it('has its header and five columns on every row', () => {
    expect(header).toEqual(['code_2010', 'title_2010', 'code_2019', 'title_2019', 'method']);
    expect(rows.filter((r) => r.length !== 5 || r.some((cell) => !cell.trim()))).toEqual([]);
  });

  it('is sorted by 2010 code and names each 2010 code once', () => {
    const codes = rows.map(([code]) => code);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('says how each row was mapped, and maps a code to itself only by "same"', () => {
    for (const [from, , to, , method] of rows) {
      expect(['same', 'title', 'alternate', 'hand']).toContain(method);
      expect(from === to, `${from} → ${to} by ${method}`).toBe(method === 'same');
    }
  });

  it('covers all 1,110 O*NET-SOC 2010 codes exactly once', () => {
    const old = sharedCodes('occupations.tsv');
    expect(old).toHaveLength(1110);
    expect(rows.map(([code]) => code)).toEqual([...old].sort());
  });

  it('maps only to the 1,016 O*NET-SOC 2019 codes, every code both lists share to itself', () => {
    const current = new Set(sharedCodes('onet/occupations.tsv'));
    expect(current.size).toBe(1016);
    expect(rows.filter(([, , to]) => !current.has(to)).map(([from, , to]) => `${from} → ${to}`)).toEqual([]);
    expect(rows.filter(([from, , to]) => current.has(from) && from !== to).map(([from]) => from)).toEqual([]);
    expect(rows.filter(([, , , , method]) => method === 'same')).toHaveLength(848);
  });

  it('keeps the 2019 titles as O*NET 29.3 spells them', () => {
    const titles = new Map(tsv(resolve(shared, 'onet/occupations.tsv')).map(([code, title]) => [code, title]));
    expect(rows.filter(([, , to, title]) => titles.get(to) !== title).map(([from]) => from)).toEqual([]);
  });
});
