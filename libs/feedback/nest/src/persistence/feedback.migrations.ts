import { Migration } from '@mikro-orm/migrations';

class Migration20261122000800_feedback extends Migration {
  override up(): void {
    this.addSql(`
      create table "feedback_messages" (
        "id" uuid primary key,
        "text" text not null,
        "sender_user_id" uuid null,
        "sender_email" varchar(320) null,
        "page" varchar(2048) null,
        "created_at" timestamptz not null
      );`);
    this.addSql(`create index "feedback_messages_sender_user_idx" on "feedback_messages" ("sender_user_id");`);
    this.addSql(`
      create table "feedback_attachments" (
        "id" uuid primary key,
        "message_id" uuid not null,
        "kind" text not null check ("kind" in ('screenshot', 'voice')),
        "mime" varchar(127) not null,
        "filename" varchar(255) not null,
        "size" int not null,
        "content" bytea not null,
        constraint "feedback_attachments_message_id_fkey" foreign key ("message_id") references "feedback_messages" ("id") on delete cascade
      );`);
    this.addSql(`create index "feedback_attachments_message_idx" on "feedback_attachments" ("message_id");`);
    this.addSql(`
      create table "support_messages" (
        "id" uuid primary key,
        "sender_user_id" uuid null,
        "name" varchar(100) not null,
        "email" varchar(255) not null,
        "message" text not null,
        "created_at" timestamptz not null
      );`);
    this.addSql(`create index "support_messages_sender_user_idx" on "support_messages" ("sender_user_id");`);
  }

  override down(): void {
    this.addSql('drop table if exists "feedback_attachments";');
    this.addSql('drop table if exists "feedback_messages";');
    this.addSql('drop table if exists "support_messages";');
  }
}

export const feedbackMigrations = [
  { name: 'Migration20261122000800_feedback', class: Migration20261122000800_feedback },
];
