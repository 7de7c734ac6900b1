import { Migration } from '@mikro-orm/migrations';

/** The interest profiler's answers of a signed-in person: one row each, replaced on every save, gone on retake. */
class Migration20261128030000_occupations_interest_profiles extends Migration {
  override up(): void {
    this.addSql(`
      create table "interest_profiles" (
        "user_id" uuid primary key,
        "answers" jsonb not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "interest_profiles";');
  }
}

export const occupationsMigrations = [
  {
    name: 'Migration20261128030000_occupations_interest_profiles',
    class: Migration20261128030000_occupations_interest_profiles,
  },
];
