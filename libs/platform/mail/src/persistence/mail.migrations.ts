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

export const mailMigrations = [{ name: 'Migration20261122000000_mail', class: Migration20261122000000_mail }];
