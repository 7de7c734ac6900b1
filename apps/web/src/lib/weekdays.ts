import type { REMINDER_WEEKDAYS } from '@sidequest/contracts';

/** Each day's full name, Monday first: a day chip's or a plan day's accessible name. */
export const WEEKDAY_NAMES: Record<(typeof REMINDER_WEEKDAYS)[number], string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
