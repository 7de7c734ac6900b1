import { z } from 'zod';

const ZONE_REQUIRED = 'timeZone is required: an IANA zone such as Europe/Berlin';
let known: Set<string> | undefined;
/**
 * A zone name on Intl's canonical IANA list (or UTC, or Etc/GMT±N), in any case; an alias such as
 * US/Eastern resolves to its listed zone. Raw offsets such as +01:00 are refused. The server spells
 * what it stores canonically (kernel's canonicalTimeZone).
 */
function knownZone(zone: string): boolean {
  try {
    known ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'].map((z) => z.toLowerCase()));
    if (known.has(zone.toLowerCase()) || /^etc\/gmt[+-]\d{1,2}$/i.test(zone)) return true;
    if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return known.has(resolved.toLowerCase());
  } catch {
    return false;
  }
}

/** A canonical IANA time zone, such as Europe/Berlin. */
export const TimeZoneName = z
  .string({ error: ZONE_REQUIRED })
  .min(1, ZONE_REQUIRED)
  .max(64, 'timeZone is too long')
  .refine(knownZone, {
    message:
      'Unknown time zone: send a canonical IANA zone such as Europe/Berlin or UTC (offsets such as +01:00 are not accepted)',
  });

/** POST /api/progress/check-ins/today; DELETE and GET take the same as a query. */
export const DailyLoopZone = z.object({ timeZone: TimeZoneName });
export type DailyLoopZone = z.infer<typeof DailyLoopZone>;

const HeatmapDay = z.object({ date: z.string(), checked_in: z.boolean(), future: z.boolean() });

const HeatmapWeek = z.object({
  start: z.string(),
  days: z.array(HeatmapDay),
  goal: z.number().int(),
  count: z.number().int(),
  met: z.boolean(),
  paused: z.boolean(),
  current: z.boolean(),
  label: z.string(),
});

/** GET /api/progress/daily, and the answer of a check-in or its undo. */
export const DailyLoopResponse = z.object({
  today: z.string().describe('The person’s calendar day, YYYY-MM-DD, in time_zone'),
  time_zone: z.string(),
  quest_id: z.string().nullable().describe('The current quest, or null when there is none'),
  checked_in_today: z.boolean(),
  check_in: z
    .object({ quest_id: z.string(), local_date: z.string(), zone: z.string(), created_at: z.string() })
    .nullable(),
  undo_until: z.string().nullable().describe('Until when today’s check-in can be undone (its local midnight)'),
  weekly_goal: z.number().int().min(1).max(7),
  first_week: z
    .object({
      joined_on: z.string().describe('The join day, YYYY-MM-DD'),
      goal: z.number().int().min(1).max(7).describe('This first week’s goal, fitting the days left'),
    })
    .nullable()
    .describe('A newcomer’s first week, while today is in it and its goal is cut to the days left; else null'),
  today_step: z
    .object({
      day: z.number().int().min(1).describe('The plan day this step is for (1 is the quest itself)'),
      of: z.number().int().min(1).describe('How many plan days the plan has'),
      text: z.string(),
      minutes: z.number().int().min(0),
      done: z.boolean().describe('Today is checked in: the step is done'),
      plan_done: z.boolean().describe('Every step of the plan is done'),
    })
    .nullable()
    .describe('Today’s step: the one after the steps of the days already checked in (a missed day moves them on)'),
  streak: z.number().int().min(0),
  pause_message: z.string().nullable(),
  heatmap: z.object({
    weeks: z.array(HeatmapWeek),
    checked_in_days: z.number().int(),
    pauses_used: z.number().int(),
    summary: z.string(),
  }),
});
export type DailyLoopResponse = z.infer<typeof DailyLoopResponse>;

/** A check-in or its undo: the daily loop, and whether anything changed. */
export const CheckInResponse = DailyLoopResponse.extend({ changed: z.boolean() });
export type CheckInResponse = z.infer<typeof CheckInResponse>;
