import { randomBytes } from 'node:crypto';
import { Test } from '@nestjs/testing';
import { EntityManager } from '@mikro-orm/postgresql';
import { Migration } from '@mikro-orm/migrations';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbModule } from './db.module';
import { createTestDatabase, type TestDatabase } from './testing';

class Migration20200101000000_owned extends Migration {
  override up(): void {
    this.addSql('create table "owned_probe" ("id" serial primary key, "label" text not null);');
  }
}
const migrations = [{ name: 'Migration20200101000000_owned', class: Migration20200101000000_owned }];

async function boot(url: string, migrationsUrl?: string) {
  const moduleRef = await Test.createTestingModule({
    imports: [DbModule.forRoot({ url, migrationsUrl, migrations, migrate: true })],
  }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  await app.init();
  return app;
}

async function asAdmin(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The app's role as docker/postgres/init-app-role.sh makes it: data rights only, on what the owner creates later too. */
describe('migrations as the schema owner, the app as a role that may only read and write rows', () => {
  const role = `sq_app_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  let db: TestDatabase;
  let appUrl: string;

  beforeAll(async () => {
    db = await createTestDatabase('sq_owner');
    const owner = new URL(db.url).username || 'postgres';
    await asAdmin(
      db.url,
      `CREATE ROLE "${role}" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${password}';
       GRANT CONNECT ON DATABASE "${db.name}" TO "${role}";
       REVOKE CREATE ON SCHEMA public FROM PUBLIC;
       GRANT USAGE ON SCHEMA public TO "${role}";
       ALTER DEFAULT PRIVILEGES FOR ROLE "${owner}" IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "${role}";
       ALTER DEFAULT PRIVILEGES FOR ROLE "${owner}" IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO "${role}";`,
    );
    const url = new URL(db.url);
    url.username = role;
    url.password = password;
    appUrl = url.toString();
  });

  afterAll(async () => {
    await db?.drop();
    await asAdmin(db.url.replace(`/${db.name}`, '/postgres'), `DROP ROLE IF EXISTS "${role}"`);
  });

  it('cannot migrate with the app role alone', async () => {
    await expect(boot(appUrl)).rejects.toThrow(/permission denied/);
  });

  it('migrates over the owner connection, then the app role writes and reads rows but cannot change the schema', async () => {
    const app = await boot(appUrl, db.url);
    try {
      const em = app.get(EntityManager).getConnection();
      expect(await em.execute('select current_user as who')).toEqual([{ who: role }]);
      await em.execute(`insert into "owned_probe" ("label") values ('written')`);
      expect(await em.execute('select "label" from "owned_probe"')).toEqual([{ label: 'written' }]);
      await expect(em.execute('drop table "owned_probe"')).rejects.toThrow(/must be owner/);
      await expect(em.execute('create table "intruder" ("id" int)')).rejects.toThrow(/permission denied/);
    } finally {
      await app.close();
    }
    const { rows } = await asAdmin(db.url, `select tableowner from pg_tables where tablename = 'owned_probe'`);
    expect(rows).toEqual([{ tableowner: new URL(db.url).username || 'postgres' }]);
  });
});
