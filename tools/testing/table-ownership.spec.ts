import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTEXTS,
  creations,
  OWNERS,
  owners,
  root,
  SOURCES,
  sourceFiles,
  stripComments,
  TABLES_OF,
  type Owner,
} from './table-owners';

/**
 * Each table belongs to exactly one context's migrations. Another context reaches it through the
 * owner's public port, never by naming the table in its own SQL or entity schemas. The owners are in
 * ./table-owners.ts, which docs/ARCHITECTURE.md's spec reads too.
 */

/**
 * Today's known crossings, each with its reason. The re-cut removes them one by one; an entry that
 * no longer matches anything fails the test, so a fixed crossing also leaves this list.
 * Key: `<context> <table> <file>`.
 */
const ALLOWED: Record<string, string> = {
  'progress daily_settings libs/progress/nest/src/persistence/progress.migrations.ts':
    "A migration from before reminders became a context (it forgets raw offsets in both zones' columns): history, never edited.",
  'quests profiles libs/quests/nest/src/read/dashboard.query.ts':
    "The dashboard's one-statement read takes the onboarding flag from accounts' profiles.",
  'quests milestone_progress libs/quests/nest/src/read/dashboard.query.ts':
    "The dashboard's one-statement read (a read model) joins progress's ticks of the current quest.",
  'quests reflections libs/quests/nest/src/read/dashboard.query.ts':
    "The dashboard's one-statement read (a read model) takes the person's reflections, which order the other quests by taste.",
  'quests quest_plans libs/quests/nest/src/read/dashboard.query.ts':
    "The dashboard's one-statement read (a read model) joins plans' plan of the current quest.",
  'quests quest_plans libs/quests/nest/src/read/explorations.query.ts':
    '"Your explorations" (a read model) counts the milestones of each plan tried.',
  'quests check_ins libs/quests/nest/src/read/explorations.query.ts':
    '"Your explorations" (a read model) counts the days checked in on each quest tried.',
  'quests milestone_progress libs/quests/nest/src/read/explorations.query.ts':
    '"Your explorations" (a read model) counts the milestones ticked on each quest tried.',
  'quests reflections libs/quests/nest/src/read/explorations.query.ts':
    '"Your explorations" (a read model) shows what the person said of each quest tried.',
  'plans quest_selections libs/plans/nest/src/persistence/plans.migrations.ts':
    "The one hand-over: plans' first migration copies each selection's plan_data into quest_plans, once.",
  'progress community_quests libs/progress/nest/src/persistence/community-quests.sql.ts':
    "The browse board's one-statement read (a read model, also run by tools/bench/raw-baseline.ts) joins quests' catalogue with the user's quest_progress.",
};

const SQL_NAME = String.raw`"?([a-z_][a-z0-9_]*)"?`;
/** A table named after an SQL keyword (create/alter/drop/insert/update/delete/from/join/references) or as an entity's tableName. */
const PATTERNS = [
  new RegExp(String.raw`\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?${SQL_NAME}`, 'gi'),
  new RegExp(String.raw`\balter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${SQL_NAME}`, 'gi'),
  new RegExp(String.raw`\bdrop\s+table\s+(?:if\s+exists\s+)?${SQL_NAME}`, 'gi'),
  new RegExp(String.raw`\binsert\s+into\s+${SQL_NAME}`, 'gi'),
  new RegExp(String.raw`\bupdate\s+${SQL_NAME}`, 'gi'),
  new RegExp(String.raw`\bdelete\s+from\s+${SQL_NAME}`, 'gi'),
  new RegExp(String.raw`\bfrom\s+${SQL_NAME}`, 'gi'),
  new RegExp(String.raw`\bjoin\s+${SQL_NAME}`, 'gi'),
  new RegExp(String.raw`\breferences\s+${SQL_NAME}`, 'gi'),
  /\btableName:\s*['"`]([a-z_][a-z0-9_]*)['"`]/g,
];

/** The known tables a piece of source names (English words after "from" or "update" are not tables, so only known tables count). */
function tablesNamedIn(source: string, known: ReadonlyMap<string, Owner> = owners()): Set<string> {
  const code = stripComments(source);
  const found = new Set<string>();
  for (const pattern of PATTERNS)
    for (const match of code.matchAll(pattern)) if (known.has(match[1])) found.add(match[1]);
  return found;
}

interface Use {
  owner: Owner;
  table: string;
  file: string;
}

function uses(known: ReadonlyMap<string, Owner>): Use[] {
  return Object.keys(SOURCES).flatMap((owner) =>
    SOURCES[owner]
      .flatMap(sourceFiles)
      .flatMap((file) =>
        [...tablesNamedIn(readFileSync(join(root, file), 'utf8'), known)].map((table) => ({ owner, table, file })),
      ),
  );
}

const key = (use: Use) => `${use.owner} ${use.table} ${use.file}`;

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
      'entitlements',
      'generated_quests',
      'profiles',
      'quest_selections',
    ]);
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

  it('lists only tables the source still names, each under one owner', () => {
    const named = new Set(all.map((u) => u.table));
    expect(Object.values(TABLES_OF).flat()).toHaveLength(Object.keys(OWNERS).length);
    expect(Object.keys(OWNERS).filter((table) => !named.has(table))).toEqual([]);
  });

  it('has no context naming a table it does not own, beyond the listed crossings', () => {
    const crossings = all.filter((u) => known.get(u.table) !== u.owner).map(key);
    expect(crossings.filter((crossing) => !(crossing in ALLOWED))).toEqual([]);
  });

  it('lists only crossings that still exist', () => {
    const crossings = new Set(all.filter((u) => known.get(u.table) !== u.owner).map(key));
    expect(Object.keys(ALLOWED).filter((entry) => !crossings.has(entry))).toEqual([]);
  });
});
