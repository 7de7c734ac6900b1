import { z } from 'zod';
import { TimeZoneName } from './daily-loop';

export const REMINDER_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A local time of day, 24-hour HH:MM, such as 18:00. */
export const ReminderTime = z
  .string({ error: 'time is required: HH:MM, 24-hour, such as 18:00' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM, 24-hour, such as 18:00');

export const ReminderWeekday = z.enum(REMINDER_WEEKDAYS, {
  error: 'days must be weekdays: mon, tue, wed, thu, fri, sat or sun',
});

/** PUT /api/progress/reminder: turn reminders on or off, at a time on chosen days, in the person's zone. */
export const SaveReminderRequest = z.object({
  enabled: z.boolean({ error: 'enabled is required: true or false' }),
  time: ReminderTime,
  days: z
    .array(ReminderWeekday)
    .min(1, 'Choose at least one day')
    .max(7)
    .refine((days) => new Set(days).size === days.length, { message: 'Each day may be chosen once' }),
  time_zone: TimeZoneName,
});
export type SaveReminderRequest = z.infer<typeof SaveReminderRequest>;

/** GET and PUT /api/progress/reminder. Before anything is saved: off, 18:00, the plan's days. */
export const ReminderResponse = z.object({
  enabled: z.boolean(),
  time: z.string(),
  days: z.array(ReminderWeekday),
  time_zone: z.string(),
  /** True once the person saved a choice; false while these are the defaults (days from the plan). */
  saved: z.boolean(),
  /** Reminders paused by themselves after 7 unanswered in a row; the mail's "keep reminding me" resumes them. */
  paused: z.boolean(),
  next_reminder_at: z.string().nullable(),
  /** The current quest plan's days (Mon–Fri without a plan): what a new reminder starts with. */
  plan_days: z.array(ReminderWeekday),
});
export type ReminderResponse = z.infer<typeof ReminderResponse>;

/** PUT /api/progress/time-zone: the zone the person's days are counted in (check-ins, streak, reminders). */
export const SaveTimeZoneRequest = z.object({ time_zone: TimeZoneName });
export type SaveTimeZoneRequest = z.infer<typeof SaveTimeZoneRequest>;

/** GET and PUT /api/progress/time-zone. `saved` is false while the browser's zone is used. */
export const TimeZoneResponse = z.object({ time_zone: z.string(), saved: z.boolean() });
export type TimeZoneResponse = z.infer<typeof TimeZoneResponse>;

export const REMINDER_LINK_ACTIONS = ['done', 'unsubscribe', 'resume'] as const;
export type ReminderLinkAction = (typeof REMINDER_LINK_ACTIONS)[number];

/**
 * POST /api/progress/reminder-links/:action with { token }, from the page the mail's link opens
 * (/reminders/:action?token=…). The unsubscribe action also takes the token as a query with the
 * RFC 8058 form body `List-Unsubscribe=One-Click`, as mail clients send it from the header.
 */
export const ReminderLinkRequest = z.object({
  token: z.string({ error: 'token is required' }).min(10, 'This link is not complete').max(2000),
});
export type ReminderLinkRequest = z.infer<typeof ReminderLinkRequest>;

export const ReminderLinkResponse = z.object({
  action: z.enum(REMINDER_LINK_ACTIONS),
  /** What the page says, e.g. "Done for today ✓" or "Reminders are off." */
  message: z.string(),
  quest_title: z.string().nullable(),
  /** done only: true when this click checked today in, false when today was already checked in (or another action). */
  checked_in: z.boolean(),
});
export type ReminderLinkResponse = z.infer<typeof ReminderLinkResponse>;
