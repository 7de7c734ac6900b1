/**
 * The props of an entity whose table's columns are exactly its props, as read from a row: the ORM
 * types a nullable column as optional, the domain as `T | null`.
 */
export type RowProps<Row extends object> = {
  -readonly [K in keyof Row as K extends string ? K : never]-?: undefined extends Row[K]
    ? Exclude<Row[K], undefined> | null
    : Row[K];
};

/** A row's columns as its entity's props (a nullable column read back as null), for `Entity.restore`. */
export function rowProps<Row extends object>(row: Row): RowProps<Row> {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, value ?? null])) as RowProps<Row>;
}

/**
 * The mapper of an entity whose table's columns are exactly its props: `restore` rebuilds it from a
 * row, `snapshot` gives the row back. The types check that the columns and the props are the same.
 */
export function propsMapper<Row extends object, Entity extends { snapshot(): RowProps<Row> }>(
  restore: (props: RowProps<Row>) => Entity,
): { toDomain(row: Row): Entity; toRecord(entity: Entity): RowProps<Row> } {
  return { toDomain: (row) => restore(rowProps(row)), toRecord: (entity) => entity.snapshot() };
}
