import { defineEntity, p, type EntityMetadataWithProperties } from '@mikro-orm/core';

/**
 * A child row's reference to its parent as the migrations declare it: a plain id in code, and in the
 * database a foreign key named `<table>_<column>_fkey` that deletes the child with its parent.
 */
export function cascadingParentId<Target extends Parameters<typeof p.manyToOne>[0]>(
  target: Target,
  table: string,
  column: string,
) {
  return p
    .manyToOne(target)
    .mapToPk()
    .joinColumn(column)
    .foreignKeyName(`${table}_${column}_fkey`)
    .deleteRule('cascade')
    .updateRule('no action');
}

/** What `defineTable` takes: everything `defineEntity` does, but the name, which comes from the table. */
export type TableOptions<TTableName extends string, TProperties extends Record<string, unknown>> = Omit<
  EntityMetadataWithProperties<string, TTableName, TProperties>,
  'name' | 'tableName'
> & { tableName: TTableName };

/** `quest_plans` -> `QuestPlans`: the ORM's name of a table's entity. */
const entityName = (tableName: string): string =>
  tableName.replace(/(?:^|_)([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * An entity schema for one table, as `defineEntity` makes it, named after its table (`quest_plans`
 * is the entity `QuestPlans`): a table has one name, the one its migration gives it.
 */
export function defineTable<const TTableName extends string, const TProperties extends Record<string, unknown>>(
  options: TableOptions<TTableName, TProperties>,
) {
  return defineEntity<string, TTableName, TProperties>({ ...options, name: entityName(options.tableName) });
}

/**
 * A user's id outside accounts: a plain uuid, not a foreign key, because the users table is accounts'
 * own (a context never names another's tables); export and deletion find the rows by it.
 */
export const userIdColumn = () => p.uuid();
