import { Migration } from '@mikro-orm/migrations';
import { COMMUNITY_SEED_2026_11_25 } from './community-seed-2026-11-25';

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

/**
 * The community catalogue belongs to quests. Progress's first migration used to create and seed this
 * table, so a database made before the move already has it (same name and columns) and keeps it; the
 * seed is an upsert, so its rows end up as the catalogue says either way.
 */
class Migration20261125200100_quests_community extends Migration {
  override up(): void {
    this.addSql(`
      create table if not exists "community_quests" (
        "quest_id" varchar(120) primary key,
        "title" text not null,
        "description" text not null,
        "category" varchar(40) not null,
        "difficulty" varchar(20) not null,
        "time_investment" text not null,
        "steps" jsonb not null,
        "created_at" timestamptz not null
      );`);
    this.addSql(COMMUNITY_SEED_2026_11_25);
  }

  override down(): void {
    this.addSql('drop table if exists "community_quests";');
  }
}

/**
 * Which version of each piece of shipped content (today the community catalogue) a database holds: the sync at
 * start (community-catalogue.sync.ts) brings it up to the code's version once, whichever replica starts first.
 */
class Migration20261127200000_quests_catalogue_versions extends Migration {
  override up(): void {
    this.addSql(`
      create table "catalogue_versions" (
        "name" varchar(60) primary key,
        "version" varchar(64) not null,
        "synced_at" timestamptz not null
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "catalogue_versions";');
  }
}

/** A selection's plan is kept by plans (quest_plans, which copied every plan_data over): quests stops writing the column. */
class Migration20261125200300_quests_plan_data_nullable extends Migration {
  override up(): void {
    this.addSql(`alter table "quest_selections" alter column "plan_data" drop not null;`);
  }

  override down(): void {
    this.addSql(`alter table "quest_selections" alter column "plan_data" set not null;`);
  }
}

/** A finished quest leaves "current": its selection keeps when it was finished (null while under way). */
class Migration20261128131500_quests_selection_finished extends Migration {
  override up(): void {
    this.addSql(`alter table "quest_selections" add column if not exists "finished_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "quest_selections" drop column if exists "finished_at";`);
  }
}

export const questsMigrations = [
  { name: 'Migration20261122031500_quests', class: Migration20261122031500_quests },
  { name: 'Migration20261125200100_quests_community', class: Migration20261125200100_quests_community },
  {
    name: 'Migration20261125200300_quests_plan_data_nullable',
    class: Migration20261125200300_quests_plan_data_nullable,
  },
  {
    name: 'Migration20261127200000_quests_catalogue_versions',
    class: Migration20261127200000_quests_catalogue_versions,
  },
  {
    name: 'Migration20261128131500_quests_selection_finished',
    class: Migration20261128131500_quests_selection_finished,
  },
];
