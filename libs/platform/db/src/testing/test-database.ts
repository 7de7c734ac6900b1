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
    drop: () =>
      withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
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
