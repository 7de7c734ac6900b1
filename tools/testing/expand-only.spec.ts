import { describe, expect, it } from 'vitest';
import { allMigrationSources, contractSteps, previousReleaseRecord } from './migration-sources';

/**
 * A contract step (drop, rename, not null on existing rows...) in a migration the previous release does not
 * have, each with the reason it is safe: the previous release no longer reads or writes that shape (it was
 * expanded and the code moved in an earlier release). Empty it when tools/release/previous-release.json moves on.
 */
const CONTRACT_ALLOWED: Record<string, string> = {};

/**
 * Expand, then contract (docs/OPERATIONS.md): while a deploy rolls, the previous release runs on the new
 * schema, so a migration it does not have may only add. apps/api/src/rolling-deploy.e2e-spec.ts runs the
 * previous release's api on the new schema; this reads the SQL and names the step that would break it.
 */
describe('migrations since the previous release only expand', () => {
  const migrations = allMigrationSources();
  const previous = previousReleaseRecord();

  it('finds every migration the api applies, and keeps every one the previous release applied', () => {
    expect(migrations.length).toBeGreaterThanOrEqual(previous.migrations.length);
    expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length);
    const names = new Set(migrations.map((m) => m.name));
    expect(previous.migrations.filter((name) => !names.has(name))).toEqual([]);
  });

  it('recognises contract steps, and not the expanding ones', () => {
    expect(contractSteps('alter table "a" drop column "b";')).toEqual(['drop column']);
    expect(contractSteps('drop table if exists "a";')).toEqual(['drop table']);
    expect(contractSteps('alter table "a" rename column "b" to "c";')).toEqual(['rename']);
    expect(contractSteps('alter table "a" alter column "b" set not null;')).toEqual(['set not null']);
    expect(contractSteps('alter table "a" alter column "b" type bigint;')).toEqual(['change a column type']);
    expect(contractSteps('alter table "a" add column "b" text not null;')).toEqual([
      'add a not null column without a default',
    ]);
    expect(
      contractSteps(`
        create table "a" ("id" uuid primary key, "b" text not null);
        alter table "c" add column "d" text null, add column "e" int not null default 0;
        alter table "c" alter column "f" drop not null;
        create index concurrently "c_d" on "c" ("d");`),
    ).toEqual([]);
  });

  it('has no contract step in a migration newer than the previous release, unless allowed with a reason', () => {
    const fresh = migrations.filter((m) => !previous.migrations.includes(m.name));
    const contracting = fresh
      .map((m) => ({ migration: m.name, file: m.file, steps: contractSteps(m.up) }))
      .filter((m) => m.steps.length > 0 && !CONTRACT_ALLOWED[m.migration]);
    expect(contracting).toEqual([]);
    // An allowance names a migration still newer than the previous release, and says why.
    for (const [name, reason] of Object.entries(CONTRACT_ALLOWED)) {
      expect(fresh.map((m) => m.name)).toContain(name);
      expect(reason.trim().length).toBeGreaterThan(10);
    }
  });
});
