import { p } from '@mikro-orm/core';

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
