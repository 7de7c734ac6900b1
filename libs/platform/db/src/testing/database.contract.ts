import { Test } from '@nestjs/testing';
import { EntityManager } from '@mikro-orm/postgresql';
import { Migration } from '@mikro-orm/migrations';
import { describe, expect, it } from 'vitest';
import { DbModule } from '../db.module';
import { DbHealth } from '../db-health';

class Migration20200101000000_probe extends Migration {
  override up(): void {
    this.addSql('create table "contract_probe" ("id" serial primary key, "label" text not null);');
  }
}
const probeMigrations = [{ name: 'Migration20200101000000_probe', class: Migration20200101000000_probe }];

async function boot(url: string) {
  const moduleRef = await Test.createTestingModule({
    imports: [DbModule.forRoot({ url, migrations: probeMigrations, migrate: true })],
  }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  await app.init();
  return app;
}

/** What the product needs of any Postgres it is given: migrations at start, health, durable rows. */
export function databaseContract(kind: string, provide: () => Promise<{ url: string; dispose(): Promise<void> }>) {
  describe(`Database contract: ${kind}`, () => {
    it('applies migrations once, answers health checks and keeps rows across restarts', async () => {
      const db = await provide();
      try {
        const first = await boot(db.url);
        expect(await first.get(DbHealth).check()).toBeUndefined();
        await first
          .get(EntityManager)
          .getConnection()
          .execute(`insert into "contract_probe" ("label") values ('kept')`);
        await first.close();

        const second = await boot(db.url); // the migration must not run twice
        const rows = await second.get(EntityManager).getConnection().execute('select "label" from "contract_probe"');
        expect(rows).toEqual([{ label: 'kept' }]);
        await second.close();
      } finally {
        await db.dispose();
      }
    });
  });
}
