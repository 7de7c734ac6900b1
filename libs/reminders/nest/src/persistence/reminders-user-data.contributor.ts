import { Injectable } from '@nestjs/common';
import type { UserDataContributor } from '@sidequest/platform-db';
import { MikroOrmReminderRepository } from './mikro-orm-reminder.repository';

/** Reminders' part of export and deletion: the user's daily settings (zone, reminder) and used reminder links. */
@Injectable()
export class RemindersUserDataContributor implements UserDataContributor {
  readonly name = 'reminders';
  // A reminder link in flight holds the settings row while it checks the person in (progress's check-ins):
  // deleting this row first waits for it, so progress's deletion after it sees the check-in it wrote.
  readonly deletesFirst = true;

  constructor(private readonly reminders: MikroOrmReminderRepository) {}

  async exportUserData(userId: string): Promise<Record<string, unknown>> {
    const [settings, usedLinks] = await Promise.all([
      this.reminders.find(userId),
      this.reminders.listUsedLinks(userId),
    ]);
    return {
      daily_settings: settings
        ? {
            time_zone: settings.timeZone,
            reminder_saved: settings.reminderSaved,
            reminders_enabled: settings.enabled,
            reminder_minutes: settings.minutes,
            reminder_days: settings.days,
            next_reminder_at: settings.nextReminderAt?.toISOString() ?? null,
            unanswered_in_row: settings.unansweredInRow,
            paused: settings.paused,
            last_sent_local_date: settings.lastSentLocalDate,
            updated_at: settings.updatedAt.toISOString(),
          }
        : null,
      reminder_links_used: usedLinks.map((l) => ({ link_id: l.linkId, used_at: l.usedAt.toISOString() })),
    };
  }

  async deleteUserData(userId: string): Promise<void> {
    await this.reminders.deleteByUser(userId);
  }
}
