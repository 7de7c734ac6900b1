import type { DynamicModule, Type } from '@nestjs/common';
import type { MigrationObject } from '@mikro-orm/core';

/**
 * A bounded context as the apps see it: one Nest module that brings its own controllers,
 * adapters, tables (migrations) and job processors.
 *
 * How to add a context (say `quests`):
 * 1. `libs/quests/domain` (pure TypeScript, tags `type:domain`, `scope:quests`) and
 *    `libs/quests/nest` (`type:adapter`, `scope:quests`), each with a public `src/index.ts`.
 * 2. In the nest lib: a `QuestsModule` built by `contextModule` (use-case-wiring.ts: entities, controllers,
 *    adapters, use cases; import `PlatformAuthModule` for `JwtAuthGuard`/`CurrentUser`), its `questsMigrations`
 *    (names `Migration<yyyymmddhhmmss>_quests_...`), optionally a `QuestsWorkerModule` with its
 *    `@JobProcessor('quests.<job>')` providers, its jobs declared by augmenting `JobMap` in
 *    `@sidequest/platform-queue` (the `quests.` prefix gives it its own BullMQ queue), and
 *    `export const questsContext = defineContext({ name: 'quests', module: QuestsModule,
 *    worker: QuestsWorkerModule, migrations: questsMigrations })` from its index.
 * 3. One entry in `libs/contexts/src/contexts.ts`, the one list the api and the worker read.
 *    Path aliases and lint rules cover `libs/<context>/{domain,nest}` by pattern. Nothing else changes.
 * `npx nx g ./tools/generators:context <name>` does all three.
 */
export interface ContextModule {
  /** Lower-case name; also the BullMQ queue of its jobs (`<name>.<job>`). */
  readonly name: string;
  /** The api side: controllers and adapters. */
  readonly module: Type<unknown> | DynamicModule;
  /** Its job processors: run by the worker, or by the api when jobs run in-process. */
  readonly worker?: Type<unknown> | DynamicModule;
  /** Its tables. The api applies every context's migrations, in name order, at start. */
  readonly migrations: MigrationObject[];
}

export function defineContext(context: ContextModule): ContextModule {
  if (!/^[a-z][a-z0-9-]*$/.test(context.name)) throw new Error(`context name "${context.name}" must be lower-case`);
  return Object.freeze({ ...context });
}

/** Every migration of the platform and of the contexts, in name order; a name used twice is refused. */
export function migrationsOf(contexts: readonly ContextModule[], ...platform: MigrationObject[][]): MigrationObject[] {
  const all = [...platform, ...contexts.map((c) => c.migrations)].flat();
  const seen = new Set<string>();
  for (const { name } of all) {
    if (seen.has(name)) throw new Error(`migration ${name} is declared twice`);
    seen.add(name);
  }
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

/** The worker modules of the contexts that have jobs. */
export function workerModulesOf(contexts: readonly ContextModule[]): (Type<unknown> | DynamicModule)[] {
  return contexts.flatMap((c) => (c.worker ? [c.worker] : []));
}
