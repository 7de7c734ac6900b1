import {
  REMINDER_WEEKDAYS,
  SaveReminderRequest,
  type ReminderResponse,
  type TimeZoneResponse,
} from '@sidequest/contracts';
import { WEEKDAY_NAMES } from '../../lib/weekdays';

export type Weekday = (typeof REMINDER_WEEKDAYS)[number];

/** The daily rhythm form: the zone the days count in, and the reminder (the api's SaveReminderRequest). */
export interface RhythmValues {
  time_zone: string;
  enabled: boolean;
  time: string;
  days: Weekday[];
}

export const DEFAULT_REMINDER_TIME = '18:00';

export { WEEKDAY_NAMES };

/** A day's short name, as the chips and the summary show it: its first three letters (Mon, Tue, …). */
export function shortDayName(day: Weekday): string {
  return WEEKDAY_NAMES[day].slice(0, 3);
}

/** What the form starts from: the saved zone (or the device's), the saved reminder (or off, 18:00, the plan's days). */
export function rhythmDefaults(reminder: ReminderResponse, zone: TimeZoneResponse, deviceZone: string): RhythmValues {
  return {
    time_zone: zone.time_zone || deviceZone,
    enabled: reminder.enabled,
    time: reminder.time || DEFAULT_REMINDER_TIME,
    days: sortedDays(reminder.days),
  };
}

/** Toggling a day chip: adds or removes it, kept in week order. */
export function toggledDay(days: readonly Weekday[], day: Weekday): Weekday[] {
  return sortedDays(days.includes(day) ? days.filter((d) => d !== day) : [...days, day]);
}

function sortedDays(days: readonly Weekday[]): Weekday[] {
  return REMINDER_WEEKDAYS.filter((d) => days.includes(d));
}

/** The first problem the api would answer with a 400, checked by the same contract before sending; null when none. */
export function rhythmProblem(values: RhythmValues): string | null {
  const parsed = SaveReminderRequest.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check your reminder.');
}

/** "Mon, Wed, Fri at 18:00": the saved reminder in words. */
export function reminderSummary({ days, time }: Pick<RhythmValues, 'days' | 'time'>): string {
  const names = sortedDays(days).map(shortDayName);
  if (!names.length) return 'No days chosen yet';
  return `${names.length === 7 ? 'Every day' : names.join(', ')} at ${time}`;
}
