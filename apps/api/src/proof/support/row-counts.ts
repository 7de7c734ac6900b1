import pg from 'pg';

/** Tables whose rows a rejected request may legitimately touch: counters, not stored data. */
const BOOKKEEPING = /^(mikro_orm_migrations|rate_limit.*|.*rate_limits?)$/;

/** Row counts of every table of the test database in one query, for "nothing stored" checks. */
export async function rowCounter(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const tables = rows.map((r) => r.table_name).filter((t) => !BOOKKEEPING.test(t));
  const sql = `select ${tables.map((t, i) => `(select count(*) from "${t}")::int as c${i}`).join(', ')}`;
  return {
    tables,
    async counts(): Promise<Record<string, number>> {
      const [row] = (await client.query(sql)).rows;
      return Object.fromEntries(tables.map((t, i) => [t, row[`c${i}`] as number]));
    },
    close: () => client.end(),
  };
}

/** The tables whose counts differ, as `table: before -> after`. */
export const diffCounts = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} -> ${after[t]}`);
