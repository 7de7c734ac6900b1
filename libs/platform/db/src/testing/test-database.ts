import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testEnvironment } from '@sidequest/platform-config';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A throwaway database on the machine's Postgres, created for one test file and dropped after it. */
export async function createTestDatabase(prefix = 'sq_test'): Promise<TestDatabase> {
  const adminUrl = testEnvironment().adminDatabaseUrl;
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => dropDatabase(adminUrl, name),
  };
}

/**
 * Drops the database once its last connection has gone: a pool that is still closing (its clients
 * sent their goodbye) gets up to two seconds, because a forced drop would end those clients with an
 * error nobody listens for any more. Only a connection still open after that is ended by force.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await c.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
