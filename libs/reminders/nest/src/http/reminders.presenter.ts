import type { ReminderResponse, TimeZoneResponse } from '@sidequest/contracts';
import type { ReminderView } from '@sidequest/reminders-domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** 1080 -> "18:00". */
export const timeOf = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** "18:00" -> 1080 (the contract checked the shape). */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

export function reminderDto(v: ReminderView): ReminderResponse {
  return {
    enabled: v.enabled,
    time: timeOf(v.minutes),
    days: v.days,
    time_zone: v.timeZone,
    saved: v.saved,
    paused: v.paused,
    next_reminder_at: v.nextReminderAt?.toISOString() ?? null,
    plan_days: v.planDays,
  };
}

export const timeZoneDto = (v: { timeZone: string; saved: boolean }): TimeZoneResponse => ({
  time_zone: v.timeZone,
  saved: v.saved,
});
