import { Migration } from '@mikro-orm/migrations';
import { Migration20261127190000_progress_reflections_onet_2019 } from './reflections-onet-2019.migration';

// The community catalogue this migration used to create and seed belongs to quests now (see its migrations).
class Migration20261122040000_progress extends Migration {
  override up(): void {
    this.addSql(`
      create table "quest_progress" (
        "id" uuid primary key,
        "user_id" varchar(64) not null,
        "quest_id" varchar(120) not null,
        "completed_steps" jsonb not null,
        "step_count" int not null,
        "is_completed" boolean not null,
        "started_at" timestamptz not null,
        "completed_at" timestamptz null,
        constraint "quest_progress_user_quest_unique" unique ("user_id", "quest_id")
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "quest_progress";');
  }
}

/**
 * Milestone ticks belong to progress. Quests' first migration used to create this table, so a database
 * made before the move already has it (same name and columns) and this leaves it as it is.
 */
class Migration20261125200000_progress_milestones extends Migration {
  override up(): void {
    this.addSql(`
      create table if not exists "milestone_progress" (
        "user_id" uuid not null,
        "quest_id" varchar(100) not null,
        "completed" jsonb not null,
        "updated_at" timestamptz not null,
        primary key ("user_id", "quest_id")
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "milestone_progress";');
  }
}

/** "Done for today": one check-in per user and local date, naming the quest that was current then. */
class Migration20261125210000_progress_check_ins extends Migration {
  override up(): void {
    this.addSql(`
      create table "check_ins" (
        "user_id" uuid not null,
        "quest_id" varchar(120) not null,
        "local_date" date not null,
        "zone" varchar(64) not null,
        "created_at" timestamptz not null,
        constraint "check_ins_user_local_date_unique" unique ("user_id", "local_date")
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "check_ins";');
  }
}

/** The quest log: one reflection per user and quest, newest first by its end. */
class Migration20261126010000_progress_reflections extends Migration {
  override up(): void {
    this.addSql(`
      create table "reflections" (
        "user_id" uuid not null,
        "quest_id" varchar(120) not null,
        "quest_title" varchar(200) not null,
        "occupation_code" varchar(16) null,
        "occupation_title" varchar(200) null,
        "rating" smallint not null check ("rating" between 1 and 5),
        "direction" varchar(16) not null check ("direction" in ('more', 'different')),
        "surprise" varchar(280) null,
        "ended" varchar(16) not null check ("ended" in ('finished', 'switched')),
        "started_at" timestamptz null,
        "ended_at" timestamptz not null,
        primary key ("user_id", "quest_id")
      );`);
    this.addSql('create index "reflections_user_ended_idx" on "reflections" ("user_id", "ended_at" desc);');
  }

  override down(): void {
    this.addSql('drop table if exists "reflections";');
  }
}

/**
 * Only canonical IANA names are accepted now. A raw offset saved before (`+01:00`) is forgotten (the
 * browser's zone counts until the person saves one again); a check-in made in one counts in UTC.
 * Other spellings Intl took (case variants, links) are read through their canonical name.
 */
class Migration20261127180000_progress_offset_zones extends Migration {
  override up(): void {
    this.addSql(
      `update "daily_settings" set "time_zone" = null, "next_reminder_at" = null where "time_zone" ~ '^[+-]';`,
    );
    this.addSql(`update "check_ins" set "zone" = 'UTC' where "zone" ~ '^[+-]';`);
  }

  override down(): void {
    // Nothing to restore: the offsets are gone.
  }
}

/**
 * Points and badges: one row per (user, kind, subject), inserted with `on conflict do nothing` in the
 * transaction of the deed that earns it. Earned once, kept: undoing the deed leaves the row.
 */
class Migration20261128060000_progress_awards extends Migration {
  override up(): void {
    this.addSql(`
      create table "progress_awards" (
        "user_id" uuid not null,
        "kind" varchar(20) not null,
        "subject" varchar(160) not null,
        "points" int not null,
        "earned_at" timestamptz not null,
        constraint "progress_awards_points_check" check (points >= 0),
        primary key ("user_id", "kind", "subject")
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "progress_awards";');
  }
}

export const progressMigrations = [
  { name: 'Migration20261122040000_progress', class: Migration20261122040000_progress },
  { name: 'Migration20261125200000_progress_milestones', class: Migration20261125200000_progress_milestones },
  { name: 'Migration20261125210000_progress_check_ins', class: Migration20261125210000_progress_check_ins },
  { name: 'Migration20261126010000_progress_reflections', class: Migration20261126010000_progress_reflections },
  { name: 'Migration20261127180000_progress_offset_zones', class: Migration20261127180000_progress_offset_zones },
  {
    name: 'Migration20261127190000_progress_reflections_onet_2019',
    class: Migration20261127190000_progress_reflections_onet_2019,
  },
  { name: 'Migration20261128060000_progress_awards', class: Migration20261128060000_progress_awards },
];
