import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTEXTS,
  creations,
  dropped,
  isMigration,
  OWNERS,
  owners,
  READ_MODELS,
  root,
  SOURCES,
  sourceFiles,
  stripComments,
  TABLES_OF,
  TOOLS,
  type Owner,
} from './table-owners';

/**
 * Each table belongs to exactly one context's migrations. Another context reaches it through the
 * owner's public port, never by naming the table in its own SQL or entity schemas. The owners are in
 * ./table-owners.ts, which docs/ARCHITECTURE.md's spec reads too. There is no list of exceptions, only two rules:
 * - libs/read-models, which owns no table, may read any (a screen's one-statement read over several contexts);
 * - ownership is decided by DDL, so a migration may read or change another owner's rows once, to hand data over or
 *   clean it up (plans' first migration copies quest_selections.plan_data into its quest_plans; progress's zone
 *   clean-up of daily_settings predates reminders owning that table). A migration is history: it imports nothing live
 *   (migrations-history.spec.ts) and runs once, so its data statements couple nothing at run time. It still may not
 *   create, alter, drop, reference or map another owner's table.
 */

const SQL_NAME = String.raw`"?([a-z_][a-z0-9_]*)"?`;
/** How a piece of code names a table: reading it (from/join), changing its rows (insert/update/delete), or its shape (DDL, references, an entity). */
type Kind = 'read' | 'data' | 'ddl';
const WEIGHT: Record<Kind, number> = { read: 0, data: 1, ddl: 2 };
/** A table named after an SQL keyword (create/alter/drop/insert/update/delete/from/join/references) or as an entity's tableName. */
const PATTERNS: [Kind, RegExp][] = [
  ['ddl', new RegExp(String.raw`\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?${SQL_NAME}`, 'gi')],
  ['ddl', new RegExp(String.raw`\balter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${SQL_NAME}`, 'gi')],
  ['ddl', new RegExp(String.raw`\bdrop\s+table\s+(?:if\s+exists\s+)?${SQL_NAME}`, 'gi')],
  ['data', new RegExp(String.raw`\binsert\s+into\s+${SQL_NAME}`, 'gi')],
  ['data', new RegExp(String.raw`\bupdate\s+${SQL_NAME}`, 'gi')],
  ['data', new RegExp(String.raw`\bdelete\s+from\s+${SQL_NAME}`, 'gi')],
  ['read', new RegExp(String.raw`\bfrom\s+${SQL_NAME}`, 'gi')],
  ['read', new RegExp(String.raw`\bjoin\s+${SQL_NAME}`, 'gi')],
  ['ddl', new RegExp(String.raw`\breferences\s+${SQL_NAME}`, 'gi')],
  ['ddl', /\btableName:\s*['"`]([a-z_][a-z0-9_]*)['"`]/g],
];

/**
 * The known tables a piece of source names, each with how (English words after "from" or "update" are not
 * tables, so only known tables count). A table named more than one way counts as the strongest.
 */
function tablesNamedIn(source: string, known: ReadonlyMap<string, Owner> = owners()): Map<string, Kind> {
  const code = stripComments(source);
  const found = new Map<string, Kind>();
  for (const [kind, pattern] of PATTERNS)
    for (const match of code.matchAll(pattern))
      if (known.has(match[1]) && WEIGHT[kind] >= WEIGHT[found.get(match[1]) ?? 'read']) found.set(match[1], kind);
  return found;
}

interface Use {
  owner: Owner;
  table: string;
  file: string;
  kind: Kind;
}

function uses(known: ReadonlyMap<string, Owner>): Use[] {
  return Object.keys(SOURCES).flatMap((owner) =>
    SOURCES[owner].flatMap(sourceFiles).flatMap((file) =>
      [...tablesNamedIn(readFileSync(join(root, file), 'utf8'), known)].map(([table, kind]) => ({
        owner,
        table,
        file,
        kind,
      })),
    ),
  );
}

/** A use of another owner's table that neither rule above allows. */
export function crosses(use: Use, known: ReadonlyMap<string, Owner>): boolean {
  if (known.get(use.table) === use.owner) return false;
  if (use.kind === 'read' && use.owner === READ_MODELS) return false;
  if (use.kind !== 'ddl' && isMigration(use.file)) return false;
  return true;
}

const key = (use: Use) => `${use.owner} ${use.table} ${use.file} (${use.kind})`;

describe('table ownership', () => {
  const known = owners();
  const all = uses(known);

  it('finds the tables a context names, in SQL and in entity schemas, and not in comments', () => {
    const sample = `
      // select from users in a comment does not count
      this.addSql('create table if not exists "generated_quests" ("id" uuid)');
      em.execute('select 1 from profiles p left join "quest_selections" s on true');
      export const S = defineEntity({ name: 'X', tableName: 'entitlements' });
      const words = 'a quote from the spec, update the plan';
    `;
    expect([...tablesNamedIn(sample)].sort()).toEqual([
      ['entitlements', 'ddl'],
      ['generated_quests', 'ddl'],
      ['profiles', 'read'],
      ['quest_selections', 'read'],
    ]);
  });

  it("lets read-models read another owner's table, a migration read or change its rows, and nothing change its shape", () => {
    const known = new Map([['profiles', 'accounts']]);
    const use = (owner: Owner, file: string, kind: Kind): Use => ({ owner, table: 'profiles', file, kind });
    expect(crosses(use('read-models', 'libs/read-models/src/x.query.ts', 'read'), known)).toBe(false);
    expect(crosses(use('plans', 'libs/plans/nest/src/persistence/plans.migrations.ts', 'read'), known)).toBe(false);
    expect(crosses(use('plans', 'libs/plans/nest/src/persistence/plans.migrations.ts', 'data'), known)).toBe(false);
    expect(crosses(use('accounts', 'libs/accounts/nest/src/x.ts', 'ddl'), known)).toBe(false);
    expect(crosses(use('quests', 'libs/quests/nest/src/read/x.query.ts', 'read'), known)).toBe(true);
    expect(crosses(use('tools', 'tools/bench/x.ts', 'read'), known)).toBe(true);
    expect(crosses(use('quests', 'libs/quests/nest/src/x.ts', 'data'), known)).toBe(true);
    expect(crosses(use('read-models', 'libs/read-models/src/x.query.ts', 'data'), known)).toBe(true);
    expect(crosses(use('plans', 'libs/plans/nest/src/persistence/plans.migrations.ts', 'ddl'), known)).toBe(true);
  });

  it('finds every context under libs/, and each table is created by its owner alone', () => {
    expect(CONTEXTS).toEqual(
      expect.arrayContaining(['accounts', 'quests', 'plans', 'progress', 'billing', 'feedback']),
    );
    const created = creations();
    expect(created.length).toBeGreaterThan(10);
    // A table the map names is created only in its owner's migrations; any other table by one context only.
    expect(
      created.filter(({ table, owner }) => known.get(table) !== owner).map((c) => `${c.table} (${c.file})`),
    ).toEqual([]);
  });

  it('lists only tables the source still names, each under one owner, and none that a migration dropped', () => {
    const named = new Set(all.map((u) => u.table));
    expect(Object.values(TABLES_OF).flat()).toHaveLength(Object.keys(OWNERS).length);
    expect(Object.keys(OWNERS).filter((table) => !named.has(table))).toEqual([]);
    const gone = dropped();
    expect(Object.keys(OWNERS).filter((table) => gone.has(table))).toEqual([]);
  });

  it("lists every table the migrations of the map's owners leave today", () => {
    const gone = dropped();
    const missing = creations().filter(
      ({ table, owner }) => owner in TABLES_OF && !gone.has(table) && !(table in OWNERS),
    );
    expect(missing.map(({ table, owner }) => `${table} (${owner})`)).toEqual([]);
  });

  it('has read-models and tools create no table', () => {
    expect(creations().filter(({ owner }) => owner === READ_MODELS || owner === TOOLS)).toEqual([]);
  });

  it("has no source naming a table it does not own, beyond a read in read-models or a migration's data statements", () => {
    expect(all.filter((use) => crosses(use, known)).map(key)).toEqual([]);
  });
});
