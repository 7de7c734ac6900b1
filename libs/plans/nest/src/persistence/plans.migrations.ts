import { Migration } from '@mikro-orm/migrations';

/**
 * Plans get their own table. Until now a plan was stored in quests' quest_selections (plan_data); this
 * copies each selection's plan over once, the one time plans reads that table (a migration's hand-over is a
 * read; tools/testing/table-ownership.spec.ts lets a migration read, never write, another owner's table). From then
 * on quests no longer writes plan_data.
 */
class Migration20261125200200_plans extends Migration {
  override up(): void {
    this.addSql(`
      create table if not exists "quest_plans" (
        "selection_id" uuid primary key,
        "user_id" uuid not null,
        "quest_id" varchar(100) not null,
        "plan_data" jsonb not null,
        "updated_at" timestamptz not null
      );`);
    this.addSql(`create index if not exists "quest_plans_user_idx" on "quest_plans" ("user_id");`);
    this.addSql(`
      insert into "quest_plans" ("selection_id", "user_id", "quest_id", "plan_data", "updated_at")
      select "id", "user_id", "selected_quest_id", "plan_data", "updated_at" from "quest_selections" where "plan_data" is not null
      on conflict ("selection_id") do nothing;`);
  }

  override down(): void {
    this.addSql('drop table if exists "quest_plans";');
  }
}

export const plansMigrations = [{ name: 'Migration20261125200200_plans', class: Migration20261125200200_plans }];
