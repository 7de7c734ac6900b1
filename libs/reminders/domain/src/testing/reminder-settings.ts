import type { ReminderSettings } from '../ports/reminder-repository.port';

/**
 * A saved, enabled reminder for `userId` (18:00 Europe/Berlin on Mon, Wed and Fri, next on Friday
 * 27 Nov 2026), with any field given in `over` instead.
 */
export function reminderSettings(userId: string, over: Partial<ReminderSettings> = {}): ReminderSettings {
  return {
    userId,
    timeZone: 'Europe/Berlin',
    reminderSaved: true,
    enabled: true,
    minutes: 1080,
    days: ['mon', 'wed', 'fri'],
    nextReminderAt: new Date('2026-11-27T17:00:00.000Z'),
    unansweredInRow: 2,
    paused: false,
    lastSentLocalDate: null,
    updatedAt: new Date('2026-11-26T08:00:00.000Z'),
    ...over,
  };
}
