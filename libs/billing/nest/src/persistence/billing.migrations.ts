import { Migration } from '@mikro-orm/migrations';

class Migration20261122040100_billing extends Migration {
  override up(): void {
    this.addSql(`
      create table "entitlements" (
        "user_id" varchar(64) primary key,
        "status" text not null check ("status" in ('active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused')),
        "price_id" varchar(255) null,
        "product_id" varchar(255) null,
        "current_period_start" timestamptz null,
        "current_period_end" timestamptz null,
        "cancel_at_period_end" boolean not null,
        "customer_id" varchar(255) null,
        "subscription_id" varchar(255) null,
        "updated_at" timestamptz not null
      );`);
    this.addSql(`create index "entitlements_subscription_idx" on "entitlements" ("subscription_id");`);
    this.addSql(`create index "entitlements_customer_idx" on "entitlements" ("customer_id");`);
    this.addSql(`
      create table "processed_events" (
        "event_id" varchar(255) primary key,
        "type" varchar(100) not null,
        "processed_at" timestamptz not null
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "processed_events";');
    this.addSql('drop table if exists "entitlements";');
  }
}

/** The provider time of the last webhook event applied to each entitlement: an older one is not applied. */
class Migration20261127190000_billing_last_event extends Migration {
  override up(): void {
    this.addSql('alter table "entitlements" add column "last_event_at" timestamptz null;');
  }

  override down(): void {
    this.addSql('alter table "entitlements" drop column "last_event_at";');
  }
}

export const billingMigrations = [
  { name: 'Migration20261122040100_billing', class: Migration20261122040100_billing },
  { name: 'Migration20261127190000_billing_last_event', class: Migration20261127190000_billing_last_event },
];
