import { defineEntity, p } from '@mikro-orm/core';
import { defineTable, userIdColumn } from '@sidequest/platform-db';

/** The person's daily settings: the zone their days are counted in, and their reminder (SQL in MikroOrmReminderRepository). */
export const DailySettingsRowSchema = defineEntity({
  name: 'DailySettingsRow',
  tableName: 'daily_settings',
  indexes: [
    {
      name: 'daily_settings_due_idx',
      expression:
        'create index "daily_settings_due_idx" on "daily_settings" ("next_reminder_at") where "enabled" and not "paused"',
    },
  ],
  checks: [{ name: 'daily_settings_minutes_check', expression: 'minutes >= 0 and minutes <= 1439' }],
  properties: {
    userId: p.uuid().primary(),
    timeZone: p.string().length(64).nullable(),
    reminderSaved: p.boolean().default(false),
    enabled: p.boolean().default(false),
    minutes: p.smallint().default(1080),
    days: p.array().columnType('text[]'),
    nextReminderAt: p.datetime().nullable(),
    unansweredInRow: p.smallint().default(0),
    paused: p.boolean().default(false),
    lastSentLocalDate: p.string().length(10).nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** The reminder links used once (single use). */
export const ReminderLinkUsedRowSchema = defineTable({
  tableName: 'reminder_links_used',
  indexes: [{ name: 'reminder_links_used_user_idx', properties: ['userId'] }],
  properties: {
    linkId: p.string().length(64).primary(),
    userId: userIdColumn(),
    usedAt: p.datetime(),
  },
});

export const remindersEntitySchemas = [DailySettingsRowSchema, ReminderLinkUsedRowSchema];
