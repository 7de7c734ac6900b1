import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * Each table belongs to exactly one context's migrations. Another context reaches it through the
 * owner's public port, never by naming the table in its own SQL or entity schemas.
 */
export const root = resolve(import.meta.dirname, '../..');

/** A context (a folder under libs/ with a domain lib), or the platform. */
export type Owner = string;

/**
 * The tables each owner has, written out for the tables of today's contexts. A table that a context's
 * migration creates and this map does not name (a context from the generator, say) is owned by that context.
 */
export const TABLES_OF: Record<Owner, string[]> = {
  accounts: ['users', 'profiles', 'refresh_sessions', 'verification_tokens', 'rate_limit_counters'],
  quests: ['onboarding_responses', 'generated_quests', 'quest_selections', 'community_quests', 'catalogue_versions'],
  plans: ['quest_plans'],
  occupations: ['interest_profiles'],
  progress: ['milestone_progress', 'check_ins', 'quest_progress', 'progress_awards'],
  reminders: ['daily_settings', 'reminder_links_used'],
  billing: ['entitlements', 'processed_events'],
  feedback: ['feedback_messages', 'feedback_attachments', 'support_messages'],
  platform: ['mail_messages', 'mail_attachments', 'rate_limits'],
};
/** The same map by table: its owner. */
export const OWNERS: Record<string, Owner> = Object.fromEntries(
  Object.entries(TABLES_OF).flatMap(([owner, tables]) => tables.map((table) => [table, owner])),
);

/** Where each owner's source lives: every context found under libs/ (as eslint.config.js finds them), and the platform. */
export const CONTEXTS = readdirSync(join(root, 'libs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'libs', entry.name, 'domain')))
  .map((entry) => entry.name);
export const SOURCES: Record<Owner, string[]> = Object.fromEntries([
  ...CONTEXTS.map((context) => [context, [`libs/${context}`]]),
  ['platform', ['libs/platform']],
]);

/** Comments may name any table; only code counts. Block comments and line comments are dropped. */
export function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
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

export function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !isTestCode(file))
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

/** Each known table with its owner: the map above, then any other table by the one context that creates it. */
export function owners(): Map<string, Owner> {
  const known = new Map(Object.entries(OWNERS));
  for (const { table, owner } of creations()) if (!known.has(table)) known.set(table, owner);
  return known;
}
