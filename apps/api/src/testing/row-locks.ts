import type pg from 'pg';

/** Waits until some statement of this database is blocked on a row lock (the request under test reached it). */
export async function someoneWaitsOnALock(sql: pg.Pool | pg.Client): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await sql.query(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if (Number(rows[0].n) > 0) return;
    await new Promise((r) => setTimeout(r, 30));
  }
}
