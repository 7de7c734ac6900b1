import { defineEntity, p } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';

export const RATE_LIMIT_TABLE = 'rate_limits';

/** The table rate-limiter-flexible's Postgres store uses; declared so the schema check knows it. */
export const RateLimitRecordSchema = defineEntity({
  name: 'RateLimitRecord',
  tableName: RATE_LIMIT_TABLE,
  properties: {
    key: p.string().length(255).primary(),
    points: p.integer().default(0),
    expire: p.bigint().nullable(),
  },
});

class Migration20261122000900_rate_limits extends Migration {
  override up(): void {
    this.addSql(`
      create table "rate_limits" (
        "key" varchar(255) primary key,
        "points" int not null default 0,
        "expire" bigint null
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "rate_limits";');
  }
}

export const rateLimitMigrations = [
  { name: 'Migration20261122000900_rate_limits', class: Migration20261122000900_rate_limits },
];
