import { Migration } from '@mikro-orm/migrations';

class Migration20261122000100_accounts extends Migration {
  override up(): void {
    this.addSql(`
      create table "users" (
        "id" uuid primary key,
        "email" varchar(320) not null,
        "password_hash" text null,
        "google_subject" varchar(255) null,
        "email_confirmed_at" timestamptz null,
        "created_at" timestamptz not null,
        constraint "users_email_unique" unique ("email"),
        constraint "users_google_subject_unique" unique ("google_subject")
      );`);
    this.addSql(`
      create table "profiles" (
        "user_id" uuid primary key references "users" ("id") on delete cascade,
        "onboarding_completed" boolean not null default false,
        "updated_at" timestamptz not null
      );`);
    this.addSql(`
      create table "refresh_sessions" (
        "id" uuid primary key,
        "user_id" uuid not null references "users" ("id") on delete cascade,
        "family_id" uuid not null,
        "token_hash" varchar(128) not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "rotated_at" timestamptz null,
        "revoked_at" timestamptz null,
        constraint "refresh_sessions_token_hash_unique" unique ("token_hash")
      );`);
    this.addSql(`create index "refresh_sessions_family_idx" on "refresh_sessions" ("family_id");`);
    this.addSql(`create index "refresh_sessions_user_idx" on "refresh_sessions" ("user_id");`);
    this.addSql(`
      create table "verification_tokens" (
        "id" uuid primary key,
        "user_id" uuid not null references "users" ("id") on delete cascade,
        "purpose" text not null check ("purpose" in ('email_confirmation', 'password_reset')),
        "token_hash" varchar(128) not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "consumed_at" timestamptz null,
        constraint "verification_tokens_token_hash_unique" unique ("token_hash")
      );`);
    this.addSql(`create index "verification_tokens_user_idx" on "verification_tokens" ("user_id");`);
    this.addSql(`
      create table "rate_limit_counters" (
        "key" text not null,
        "window_start" timestamptz not null,
        "hits" int not null,
        "expires_at" timestamptz not null,
        primary key ("key", "window_start")
      );`);
    this.addSql(`create index "rate_limit_counters_expires_idx" on "rate_limit_counters" ("expires_at");`);
  }

  override down(): void {
    this.addSql('drop table if exists "rate_limit_counters";');
    this.addSql('drop table if exists "verification_tokens";');
    this.addSql('drop table if exists "refresh_sessions";');
    this.addSql('drop table if exists "profiles";');
    this.addSql('drop table if exists "users";');
  }
}

/** Session families get an absolute start (30-day lifetime) and a salt that derives each token's one successor. */
class Migration20261122024500_accounts_session_lifetime extends Migration {
  override up(): void {
    this.addSql(
      `alter table "refresh_sessions" add column "family_started_at" timestamptz null, add column "successor_salt" varchar(128) null;`,
    );
    // A family started when its first member was created.
    this.addSql(`
      update "refresh_sessions" r set "family_started_at" = f."started_at"
      from (select "family_id", min("created_at") as "started_at" from "refresh_sessions" group by "family_id") f
      where r."family_id" = f."family_id";`);
    this.addSql(
      `update "refresh_sessions" set "successor_salt" = md5(gen_random_uuid()::text) || md5(gen_random_uuid()::text);`,
    );
    this.addSql(
      `alter table "refresh_sessions" alter column "family_started_at" set not null, alter column "successor_salt" set not null;`,
    );
    // Old rows may have been granted 30 days at every rotation: cap them at the family's absolute end.
    this.addSql(
      `update "refresh_sessions" set "expires_at" = least("expires_at", "family_started_at" + interval '30 days');`,
    );
  }

  override down(): void {
    this.addSql(`alter table "refresh_sessions" drop column "family_started_at", drop column "successor_salt";`);
  }
}

/**
 * Session history and browser-bound confirmation: each refresh token row keeps the signing-in browser's
 * User-Agent (cut to 200 characters) for the data export; a sign-up's confirmation token keeps the hash
 * of the key in that browser's short-lived cookie, so its link signs in only that browser.
 */
class Migration20261123220000_accounts_session_history extends Migration {
  override up(): void {
    this.addSql(`alter table "refresh_sessions" add column "user_agent" varchar(200) null;`);
    this.addSql(`alter table "verification_tokens" add column "browser_key_hash" varchar(128) null;`);
  }

  override down(): void {
    this.addSql(`alter table "verification_tokens" drop column "browser_key_hash";`);
    this.addSql(`alter table "refresh_sessions" drop column "user_agent";`);
  }
}

/**
 * Accounts' hand-written fixed-window counters, replaced by the platform's rate-limit store. A
 * platform migration used to drop them; this one does so in accounts' own history (a no-op where
 * that already ran).
 */
class Migration20261125200000_accounts_drop_rate_limit_counters extends Migration {
  override up(): void {
    this.addSql('drop table if exists "rate_limit_counters";');
  }

  override down(): void {
    // The counters held only short-lived hits; nothing to restore.
  }
}

export const accountsMigrations = [
  { name: 'Migration20261122000100_accounts', class: Migration20261122000100_accounts },
  {
    name: 'Migration20261122024500_accounts_session_lifetime',
    class: Migration20261122024500_accounts_session_lifetime,
  },
  { name: 'Migration20261123220000_accounts_session_history', class: Migration20261123220000_accounts_session_history },
  {
    name: 'Migration20261125200000_accounts_drop_rate_limit_counters',
    class: Migration20261125200000_accounts_drop_rate_limit_counters,
  },
];
