import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pingDatabase, startEmbeddedPostgres } from './embedded-postgres';
import { createTestDatabase, freePort } from './testing';
import { databaseContract } from './testing/database.contract';

databaseContract('the machine Postgres (DATABASE_URL)', async () => {
  const db = await createTestDatabase();
  return { url: db.url, dispose: () => db.drop() };
});

async function embeddedDir() {
  const parent = await mkdtemp(join(tmpdir(), 'sq-pg-'));
  await chmod(parent, 0o755); // the embedded server runs as the postgres user when we are root
  return { parent, dataDir: join(parent, 'data') };
}

databaseContract('embedded-postgres (the default)', async () => {
  const { parent, dataDir } = await embeddedDir();
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  return {
    url: server.url,
    dispose: async () => {
      await server.stop();
      await rm(parent, { recursive: true, force: true });
    },
  };
});

describe('embedded-postgres data directory', () => {
  it('keeps its data between runs', async () => {
    const { parent, dataDir } = await embeddedDir();
    const port = await freePort();
    try {
      const first = await startEmbeddedPostgres({ dataDir, port });
      const pg = (await import('pg')).default;
      const c = new pg.Client(first.url);
      await c.connect();
      await c.query('create table kept (v text); insert into kept values ($1)', ['still here']).catch(async () => {
        await c.query('create table kept (v text)');
        await c.query("insert into kept values ('still here')");
      });
      await c.end();
      await first.stop();
      expect(await pingDatabase(first.url, 500)).toBe(false);

      const second = await startEmbeddedPostgres({ dataDir, port });
      const c2 = new pg.Client(second.url);
      await c2.connect();
      expect((await c2.query('select v from kept')).rows).toEqual([{ v: 'still here' }]);
      await c2.end();
      await second.stop();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
