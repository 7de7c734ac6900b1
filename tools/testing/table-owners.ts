import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * Each table belongs to exactly one context's migrations. Another context reaches it through the
 * owner's public port, never by naming the table in its own SQL or entity schemas; a read that needs
 * several contexts' tables in one statement lives in libs/read-models, which owns none.
 */
export const root = resolve(import.meta.dirname, '../..');

/** A context (a folder under libs/ with a domain lib), or the platform. */
export type Owner = string;

/**
 * The tables each owner has today, written out for every owner listed here (the spec fails when one of their
 * migrations leaves a table this map misses). A table that another context's migration creates (a context from
 * the generator, say) is owned by that context; a table a later migration drops is its creator's history.
 */
export const TABLES_OF: Record<Owner, string[]> = {
  accounts: ['users', 'profiles', 'refresh_sessions', 'verification_tokens'],
  quests: ['onboarding_responses', 'generated_quests', 'quest_selections', 'community_quests', 'catalogue_versions'],
  plans: ['quest_plans'],
  occupations: ['interest_profiles'],
  progress: ['milestone_progress', 'check_ins', 'quest_progress', 'progress_awards', 'reflections'],
  reminders: ['daily_settings', 'reminder_links_used'],
  billing: ['entitlements', 'processed_events'],
  feedback: ['feedback_messages', 'feedback_attachments', 'support_messages'],
  platform: ['mail_messages', 'mail_bodies', 'mail_attachments', 'rate_limits'],
};
/** The same map by table: its owner. */
export const OWNERS: Record<string, Owner> = Object.fromEntries(
  Object.entries(TABLES_OF).flatMap(([owner, tables]) => tables.map((table) => [table, owner])),
);

/** Where each owner's source lives: every context found under libs/ (as eslint.config.js finds them), and the platform. */
export const CONTEXTS = readdirSync(join(root, 'libs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'libs', entry.name, 'domain')))
  .map((entry) => entry.name);
/** The reads that cross contexts: it owns no table and may select from any (read-models.spec.ts: selects only). */
export const READ_MODELS = 'read-models';
/** The scripts under tools/ (bench, ops, catalogue, prerender…): they own no table and run the libs' statements. */
export const TOOLS = 'tools';
export const SOURCES: Record<Owner, string[]> = Object.fromEntries([
  ...CONTEXTS.map((context) => [context, [`libs/${context}`]]),
  ['platform', ['libs/platform']],
  [READ_MODELS, ['libs/read-models']],
  [TOOLS, ['tools']],
]);

/** Comments may name any table; only code counts. Block comments and line comments are dropped. */
export function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
}

/** A migration file, found as migrations-history.spec.ts finds them. */
export const isMigration = (file: string) => /migrations?\.ts$/.test(file);

/** The `up()` bodies of a migration file: what it does to a database (a `down()` only undoes it). */
function upBodies(source: string): string {
  return [...stripComments(source).matchAll(/\bup\(\)[^{]*\{([\s\S]*?)\n {2}\}/g)].map((m) => m[1]).join('\n');
}

/** Every table a migration of this source drops on the way up (history: created once, gone today). */
export function tablesDroppedIn(source: string): string[] {
  return [...upBodies(source).matchAll(/\bdrop\s+table\s+(?:if\s+exists\s+)?"?([a-z_][a-z0-9_]*)"?/gi)].map(
    (m) => m[1],
  );
}

/** Every table a migration of this source creates, known or not. */
export function tablesCreatedIn(source: string): string[] {
  return [
    ...stripComments(source).matchAll(/\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?"?([a-z_][a-z0-9_]*)"?/gi),
  ].map((m) => m[1]);
}

/** Specs and test doubles (a lib's `testing` folder) may set up any table they need. */
export const isTestCode = (file: string) =>
  /\.(spec|int-spec|e2e-spec|proof-spec)\.tsx?$/.test(file) || file.split('/').includes('testing');

/**
 * A script that creates its own throwaway database (a bench's) is a fixture like a spec: whatever it seeds or
 * counts there touches no real database. A script run against a real one (tools/ops) is checked like a context.
 */
export const createsItsOwnDatabase = (source: string) => /\bcreate\s+database\b/i.test(stripComments(source));

export function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !isTestCode(file) && !createsItsOwnDatabase(readFileSync(join(root, file), 'utf8')))
    .sort();
}

/** Every (table, creator, file) that a non-test migration of some owner creates. */
export function creations(): { table: string; owner: Owner; file: string }[] {
  return Object.keys(SOURCES).flatMap((owner) =>
    SOURCES[owner]
      .flatMap(sourceFiles)
      .flatMap((file) =>
        tablesCreatedIn(readFileSync(join(root, file), 'utf8')).map((table) => ({ table, owner, file })),
      ),
  );
}

/** Every table some non-test migration drops on the way up. */
export function dropped(): Set<string> {
  return new Set(
    Object.values(SOURCES)
      .flat()
      .flatMap(sourceFiles)
      .filter(isMigration)
      .flatMap((file) => tablesDroppedIn(readFileSync(join(root, file), 'utf8'))),
  );
}

/** Each known table with its owner: the map above, then any other table by the one context that creates it. */
export function owners(): Map<string, Owner> {
  const known = new Map(Object.entries(OWNERS));
  for (const { table, owner } of creations()) if (!known.has(table)) known.set(table, owner);
  return known;
}
