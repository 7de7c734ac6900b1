import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** One migration class as written: its name, its file and the text of its `up`. */
export interface MigrationSource {
  name: string;
  file: string;
  up: string;
}

/** The release that is live before this one lands (tools/release/previous-release.json). */
export interface PreviousReleaseRecord {
  /** The commit it was built from. */
  commit: string;
  /** Every migration it applies, by name: the schema the running release expects. */
  migrations: string[];
}

export function previousReleaseRecord(): PreviousReleaseRecord {
  return JSON.parse(readFileSync(join(root, 'tools/release/previous-release.json'), 'utf8'));
}

/** Every source file that declares a migration (most are `*.migrations.ts`, the rate limits' is their schema file). */
function migrationFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'testing') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) migrationFiles(path, out);
    else if (
      /\.ts$/.test(entry.name) &&
      !/spec\.ts$/.test(entry.name) &&
      /\bextends\s+Migration\b/.test(readFileSync(path, 'utf8'))
    )
      out.push(path);
  }
  return out;
}

/** The migration classes of one file's text: each runs from its `class` line to the next, `up` stops at `down`. */
export function migrationsIn(source: string, file: string): MigrationSource[] {
  const starts = [...source.matchAll(/^(?:export\s+)?class\s+(Migration\w+)\s+extends\s+Migration\b/gm)];
  return starts.map((start, i) => {
    const body = source.slice(start.index, starts[i + 1]?.index ?? source.length);
    const up = /\bup\s*\(/.exec(body);
    const from = up ? up.index : 0;
    const down = /\bdown\s*\(/.exec(body.slice(from));
    return { name: start[1], file, up: body.slice(from, down ? from + down.index : undefined) };
  });
}

/** Every migration of every context and of the platform (libs/), as the api applies them. */
export function allMigrationSources(): MigrationSource[] {
  return migrationFiles(join(root, 'libs')).flatMap((path) =>
    migrationsIn(readFileSync(path, 'utf8'), relative(root, path)),
  );
}

/**
 * SQL that takes away a shape the previous release may still read or write: a contract step, which belongs
 * in a later release than the one that stops using the old shape (docs/OPERATIONS.md, expand then contract).
 */
const CONTRACT_STEPS: { step: string; pattern: RegExp }[] = [
  { step: 'drop table', pattern: /\bdrop\s+table\b/gi },
  { step: 'drop column', pattern: /\bdrop\s+column\b/gi },
  { step: 'drop view or type', pattern: /\bdrop\s+(?:view|type)\b/gi },
  { step: 'rename', pattern: /\brename\b/gi },
  { step: 'set not null', pattern: /\bset\s+not\s+null\b/gi },
  { step: 'change a column type', pattern: /\balter\s+column\s+"?\w+"?\s+(?:set\s+data\s+)?type\b/gi },
];

/** The contract steps in a migration's `up`, by name (empty for a migration that only expands). */
export function contractSteps(up: string): string[] {
  const found = CONTRACT_STEPS.filter(({ pattern }) => up.match(pattern)).map(({ step }) => step);
  // A not null column without a default: the previous release's inserts do not fill it.
  const added = up.match(/\badd\s+column\s+(?:if\s+not\s+exists\s+)?"?\w+"?\s[^,;`]*/gi) ?? [];
  if (added.some((clause) => /\bnot\s+null\b/i.test(clause) && !/\bdefault\b/i.test(clause)))
    found.push('add a not null column without a default');
  return found;
}
