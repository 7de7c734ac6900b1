/**
 * A hot read's one SQL statement. `?` placeholders, as MikroORM's `em.execute` takes them; the name
 * lets Postgres parse and plan it once per connection when it goes straight to the pool.
 */
export interface ReadStatement {
  name: string;
  text: string;
}

/** The statement as node-postgres takes it: `?` becomes `$1`, `$2`, … (no `?` operators in these texts). */
export function toPgStatement(statement: ReadStatement): ReadStatement {
  let n = 0;
  return { name: statement.name, text: statement.text.replace(/\?/g, () => `$${++n}`) };
}
