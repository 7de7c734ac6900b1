import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, stripComments } from './table-owners';

/**
 * libs/read-models owns no table and never writes: it is the one place that may read several contexts' tables
 * in one statement (table-ownership.spec.ts), so it may only select. No string in its code names an SQL verb
 * that writes, changes the schema or locks rows, and each statement it exports is one read.
 */
const WRITES =
  /\b(insert|update|delete|merge|create|alter|drop|truncate|grant|revoke|copy|vacuum|lock|call|nextval|setval)\b|\bfor\s+(no\s+key\s+|key\s+)?(update|share)\b/gi;

/** The text of every string and template literal of some code, comments aside. */
export function stringsIn(code: string): string {
  return [...stripComments(code).matchAll(/`([^`]*)`|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .join('\n');
}

/** The words of a piece of SQL that only a write (or a lock) would need, if any. */
export function writesIn(sql: string): string[] {
  return [...sql.matchAll(WRITES)].map((m) => m[0].toLowerCase());
}

/** A statement that holds more than one (a `;` with something after it). */
const severalStatements = (sql: string) => /;\s*\S/.test(sql);

const dir = join(root, 'libs/read-models/src');
const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.includes('.spec.'));
/** Each `text:` of a ReadStatement the lib declares, with its file. */
const statements = files.flatMap((name) =>
  [...stripComments(readFileSync(join(dir, name), 'utf8')).matchAll(/\btext:\s*(?:`([^`]*)`|'([^']*)')/g)].map(
    (m): [string, { text: string }] => [name, { text: m[1] ?? m[2] }],
  ),
);

describe('read-models only select', () => {
  it('finds a write, a lock or a second statement in SQL, and not a column named like one', () => {
    expect(writesIn('select updated_at, created_at, deleted from t')).toEqual([]);
    expect(writesIn(stringsIn("// an 'update' in a comment\nconst s = `select 1`;"))).toEqual([]);
    expect(writesIn(stringsIn("const s = 'update t set a = 1';"))).toEqual(['update']);
    expect(writesIn('select 1 from t for update skip locked')).toEqual(['for update']);
    expect(writesIn('select 1 from t for no key update')).toEqual(['for no key update']);
    expect(writesIn('with x as (delete from t returning *) select * from x')).toEqual(['delete']);
    expect(severalStatements('select 1; truncate t')).toBe(true);
    expect(severalStatements('select 1;')).toBe(false);
  });

  it('has no string in its code that writes or locks', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    const found = files.flatMap((name) =>
      writesIn(stringsIn(readFileSync(join(dir, name), 'utf8'))).map((word) => `${name}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it('exports only single statements that start with select or with', () => {
    expect(statements.length).toBeGreaterThanOrEqual(4);
    const others = statements.filter(
      ([, statement]) => !/^\s*(select|with)\b/i.test(statement.text) || severalStatements(statement.text),
    );
    expect(others.map(([name]) => name)).toEqual([]);
  });
});
