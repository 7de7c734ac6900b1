import pg from 'pg';

/** Waits until some statement of this database is blocked on a row lock (the request under test reached it). */
export async function someoneWaitsOnALock(sql: pg.Pool | pg.Client): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await sql.query(
      `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(rows[0].n) > 0) return;
    await new Promise((r) => setTimeout(r, 30));
  }
}

/**
 * On a connection of its own: begins a transaction that locks the user's row (`for update`, as a deletion
 * does; `for key share`, as a write does), runs `whileHeld` in it, commits, and returns what it returned.
 */
export async function holdingUserRow<T>(
  databaseUrl: string,
  userId: string,
  lock: 'for update' | 'for key share',
  whileHeld: (tx: pg.Client) => Promise<T>,
): Promise<T> {
  const tx = new pg.Client({ connectionString: databaseUrl });
  await tx.connect();
  try {
    await tx.query('begin');
    await tx.query(`select 1 from users where id = $1 ${lock}`, [userId]);
    const result = await whileHeld(tx);
    await tx.query('commit');
    return result;
  } finally {
    await tx.end();
  }
}
