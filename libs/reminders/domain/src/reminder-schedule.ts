import { addDays, localParts, zonedInstant, type Weekday } from '@sidequest/kernel';

/** A person's reminder: on these weekdays, at this local time, in their zone. */
export interface ReminderSchedule {
  days: readonly Weekday[];
  /** Minutes since local midnight (18:00 is 1080). */
  minutes: number;
  /** IANA zone, from the browser or /account. */
  zone: string;
}

/** After this many reminders in a row with no check-in, reminders pause (the last one says so). */
export const UNANSWERED_BEFORE_PAUSE = 7;

/**
 * The first reminder strictly after `after`: the chosen time on the next chosen day, in the person's
 * zone, so 18:00 stays 18:00 on their clock across daylight-saving changes. Null with no days chosen.
 */
export function nextReminderAt(schedule: ReminderSchedule, after: Date): Date | null {
  if (schedule.days.length === 0) return null;
  const today = localParts(after, schedule.zone).date;
  for (let d = 0; d <= 7; d++) {
    const date = addDays(today, d);
    if (!schedule.days.includes(localParts(zonedInstant(date, 12 * 60, schedule.zone), schedule.zone).weekday))
      continue;
    const at = zonedInstant(date, schedule.minutes, schedule.zone);
    if (at > after) return at;
  }
  return null;
}

/**
 * Where a due reminder moves once it is handled. It moves on from now, not from when it was due, so
 * a worker that was down sends one reminder per person when it is back, never a burst.
 */
export function advanceReminder(schedule: ReminderSchedule, dueAt: Date, now: Date): Date | null {
  return nextReminderAt(schedule, now > dueAt ? now : dueAt);
}

export type ReminderDecision =
  { send: false; reason: 'no-current-quest' | 'checked-in-today' } | { send: true; pauseAfter: boolean };

/**
 * Whether a due reminder is mailed: not without a current quest, not on a day already checked in;
 * the UNANSWERED_BEFORE_PAUSE-th in a row without a check-in is sent, says so, and pauses reminders.
 */
export function decideReminder(state: {
  hasCurrentQuest: boolean;
  checkedInToday: boolean;
  unansweredInRow: number;
}): ReminderDecision {
  if (!state.hasCurrentQuest) return { send: false, reason: 'no-current-quest' };
  if (state.checkedInToday) return { send: false, reason: 'checked-in-today' };
  return { send: true, pauseAfter: state.unansweredInRow + 1 >= UNANSWERED_BEFORE_PAUSE };
}
