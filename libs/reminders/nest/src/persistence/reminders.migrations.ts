import { Migration } from '@mikro-orm/migrations';

// Progress's list held these two before reminders became a context: they keep their names (migrations are
// recorded by name), so a database that ran them does not run them again.
/**
 * The person's daily settings (the zone their days are counted in, and their reminder) and the used
 * reminder links. The partial index serves the scheduler's `where enabled and not paused and
 * next_reminder_at <= now order by next_reminder_at ... for update skip locked`.
 */
class Migration20261126000000_progress_reminders extends Migration {
  override up(): void {
    this.addSql(`
      create table "daily_settings" (
        "user_id" uuid primary key,
        "time_zone" varchar(64) null,
        "reminder_saved" boolean not null default false,
        "enabled" boolean not null default false,
        "minutes" smallint not null default 1080,
        "days" text[] not null,
        "next_reminder_at" timestamptz null,
        "unanswered_in_row" smallint not null default 0,
        "paused" boolean not null default false,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "daily_settings_minutes_check" check (minutes >= 0 and minutes <= 1439)
      );`);
    this.addSql(`
      create index "daily_settings_due_idx" on "daily_settings" ("next_reminder_at")
        where "enabled" and not "paused";`);
    this.addSql(`
      create table "reminder_links_used" (
        "link_id" varchar(64) primary key,
        "user_id" uuid not null,
        "used_at" timestamptz not null
      );`);
    this.addSql(`create index "reminder_links_used_user_idx" on "reminder_links_used" ("user_id");`);
  }

  override down(): void {
    this.addSql('drop table if exists "reminder_links_used";');
    this.addSql('drop table if exists "daily_settings";');
  }
}

/** The person's day the last reminder was mailed for: the tick never mails twice on one local day. */
class Migration20261126020000_progress_reminder_last_sent extends Migration {
  override up(): void {
    this.addSql('alter table "daily_settings" add column "last_sent_local_date" varchar(10) null;');
  }

  override down(): void {
    this.addSql('alter table "daily_settings" drop column "last_sent_local_date";');
  }
}

export const remindersMigrations = [
  { name: 'Migration20261126000000_progress_reminders', class: Migration20261126000000_progress_reminders },
  {
    name: 'Migration20261126020000_progress_reminder_last_sent',
    class: Migration20261126020000_progress_reminder_last_sent,
  },
];
