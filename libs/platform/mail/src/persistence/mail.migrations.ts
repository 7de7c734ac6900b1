import { Migration } from '@mikro-orm/migrations';

class Migration20261122000000_mail extends Migration {
  override up(): void {
    this.addSql(`
      create table "mail_messages" (
        "id" uuid primary key,
        "to" varchar(320) not null,
        "subject" varchar(300) not null,
        "text" text not null,
        "html" text null,
        "reply_to" varchar(320) null,
        "status" text not null default 'pending' check ("status" in ('pending', 'sent', 'failed')),
        "attempts" int not null default 0,
        "last_error" text null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "sent_at" timestamptz null
      );`);
    this.addSql(`create index "mail_messages_status_updated_idx" on "mail_messages" ("status", "updated_at");`);
  }

  override down(): void {
    this.addSql('drop table if exists "mail_messages";');
  }
}

class Migration20261122000050_mail_attachments extends Migration {
  override up(): void {
    this.addSql(`
      create table "mail_attachments" (
        "id" uuid primary key,
        "mail_id" uuid not null,
        "position" int not null,
        "filename" varchar(255) not null,
        "content_type" varchar(127) not null,
        "content" bytea not null,
        constraint "mail_attachments_mail_id_fkey" foreign key ("mail_id") references "mail_messages" ("id") on delete cascade
      );`);
    this.addSql(`create index "mail_attachments_mail_idx" on "mail_attachments" ("mail_id");`);
  }

  override down(): void {
    this.addSql('drop table if exists "mail_attachments";');
  }
}

class Migration20261123000000_mail_kind extends Migration {
  override up(): void {
    this.addSql(`alter table "mail_messages" add column "kind" varchar(40) not null default 'mail';`);
    this.addSql(`alter table "mail_messages" alter column "kind" drop default;`);
    this.addSql(`create index "mail_messages_sent_idx" on "mail_messages" ("sent_at");`);
  }

  override down(): void {
    this.addSql('drop index if exists "mail_messages_sent_idx";');
    this.addSql('alter table "mail_messages" drop column "kind";');
  }
}

/** Extra headers a mail carries (List-Unsubscribe and List-Unsubscribe-Post on reminders). */
class Migration20261126000100_mail_headers extends Migration {
  override up(): void {
    this.addSql(`alter table "mail_messages" add column "headers" jsonb null;`);
  }

  override down(): void {
    this.addSql('alter table "mail_messages" drop column "headers";');
  }
}

/**
 * Bodies many mails share (a batch of reminders that say the same), stored once; each mail keeps its
 * own values for the body's slots. No foreign key: the purge removes a body only once no mail uses it.
 */
class Migration20261126030000_mail_bodies extends Migration {
  override up(): void {
    this.addSql(`
      create table "mail_bodies" (
        "id" varchar(64) primary key,
        "text" text not null,
        "html" text null,
        "created_at" timestamptz not null
      );`);
    this.addSql(`alter table "mail_messages" add column "body_id" varchar(64) null, add column "fills" jsonb null;`);
  }

  override down(): void {
    this.addSql('alter table "mail_messages" drop column "body_id", drop column "fills";');
    this.addSql('drop table if exists "mail_bodies";');
  }
}

export const mailMigrations = [
  { name: 'Migration20261122000000_mail', class: Migration20261122000000_mail },
  { name: 'Migration20261122000050_mail_attachments', class: Migration20261122000050_mail_attachments },
  { name: 'Migration20261123000000_mail_kind', class: Migration20261123000000_mail_kind },
  { name: 'Migration20261126000100_mail_headers', class: Migration20261126000100_mail_headers },
  { name: 'Migration20261126030000_mail_bodies', class: Migration20261126030000_mail_bodies },
];
