import { Migration } from '@mikro-orm/migrations';

class Migration20261122031500_quests extends Migration {
  override up(): void {
    this.addSql(`
      create table "onboarding_responses" (
        "id" uuid primary key,
        "user_id" uuid not null,
        "interests" jsonb not null,
        "dream_role" text null,
        "created_at" timestamptz not null
      );`);
    this.addSql(`create index "onboarding_responses_user_idx" on "onboarding_responses" ("user_id");`);
    this.addSql(`
      create table "generated_quests" (
        "id" uuid primary key,
        "user_id" uuid not null,
        "quest_id" varchar(100) not null,
        "title" varchar(200) not null,
        "description" text not null,
        "is_selected" boolean not null default false,
        "created_at" timestamptz not null,
        constraint "generated_quests_user_quest_unique" unique ("user_id", "quest_id")
      );`);
    this.addSql(`create index "generated_quests_user_created_idx" on "generated_quests" ("user_id", "created_at");`);
    this.addSql(`
      create table "quest_selections" (
        "id" uuid primary key,
        "user_id" uuid not null,
        "selected_quest_id" varchar(100) not null,
        "selected_quest_title" varchar(200) not null,
        "selected_quest_description" text not null,
        "plan_data" jsonb not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`);
    this.addSql(`create index "quest_selections_user_created_idx" on "quest_selections" ("user_id", "created_at");`);
  }

  override down(): void {
    this.addSql('drop table if exists "quest_selections";');
    this.addSql('drop table if exists "generated_quests";');
    this.addSql('drop table if exists "onboarding_responses";');
  }
}

export const questsMigrations = [{ name: 'Migration20261122031500_quests', class: Migration20261122031500_quests }];
