/**
 * One-off move, kept for the record and safe to run again: the aliases of the signature entries (libs/quests) go
 * to the occupations context, which owns the names of occupations and their search. Writes
 * libs/occupations/domain/src/data/aliases.json (code → aliases, in code order) and takes the `aliases` field out
 * of every signature data file.
 *   node tools/catalogue/aliases.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const data = resolve(root, 'libs/quests/domain/src/catalogue/signatures/data');
const target = resolve(root, 'libs/occupations/domain/src/data/aliases.json');

const aliases: Record<string, string[]> = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
let moved = 0;
for (const file of readdirSync(data).filter((name) => name.endsWith('.json'))) {
  const path = resolve(data, file);
  const entries = JSON.parse(readFileSync(path, 'utf8')) as { code: string; aliases?: string[] }[];
  for (const entry of entries) {
    if (!entry.aliases) continue;
    const known = aliases[entry.code] ?? [];
    aliases[entry.code] = [...known, ...entry.aliases.filter((alias) => !known.includes(alias))];
    moved += entry.aliases.length;
    delete entry.aliases;
  }
  writeFileSync(path, `${JSON.stringify(entries, null, 1)}\n`);
}
const sorted = Object.fromEntries(Object.entries(aliases).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(target, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${moved} aliases moved; ${Object.keys(sorted).length} occupations have aliases`);
