import { Migration } from '@mikro-orm/migrations';

/** The context's own table; every table belongs to exactly one context's migrations. */
class Migration20261127183928_occupations extends Migration {
  override up(): void {
    this.addSql(`
      create table "occupations_items" (
        "id" uuid primary key,
        "title" varchar(200) not null,
        "created_at" timestamptz not null
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "occupations_items";');
  }
}

export const occupationsMigrations = [
  { name: 'Migration20261127183928_occupations', class: Migration20261127183928_occupations },
];
