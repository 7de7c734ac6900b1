import {
  canonicalTimeZone,
  DomainError,
  TIME_ZONE_HINT,
  err,
  ok,
  type Clock,
  type Result,
  type Weekday,
} from '@sidequest/kernel';
import { weekdaysFromText, type CurrentQuestPort } from '@sidequest/progress-domain';
import type { ReminderRepository, ReminderSettings } from '../ports/reminder-repository.port';
import { nextReminderAt } from '../reminder-schedule';

/** Before anything is saved: reminders off, at 18:00. */
export const DEFAULT_REMINDER_MINUTES = 18 * 60;
/** The days when the plan names none. */
export const DEFAULT_REMINDER_DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** The reminder as /account shows it. */
export interface ReminderView {
  enabled: boolean;
  minutes: number;
  days: Weekday[];
  timeZone: string;
  saved: boolean;
  paused: boolean;
  nextReminderAt: Date | null;
  /** The current quest plan's days (Mon–Fri without a plan): what a new reminder starts with. */
  planDays: Weekday[];
}

/** The days of the current quest's plan, or Mon–Fri. */
async function planDaysOf(deps: SettingsDeps, userId: string): Promise<Weekday[]> {
  const current = await deps.currentQuest.current(userId);
  return (current?.weeklyPlan ? weekdaysFromText(current.weeklyPlan) : null) ?? [...DEFAULT_REMINDER_DAYS];
}

function invalidZone(zone: string): DomainError {
  return new DomainError('invalid', `Unknown time zone: ${zone.slice(0, 64)}. ${TIME_ZONE_HINT}`, {
    zone: zone.slice(0, 64),
  });
}

/** A fresh row: nothing saved, reminders off. */
function blank(userId: string, now: Date): ReminderSettings {
  return {
    userId,
    timeZone: null,
    reminderSaved: false,
    enabled: false,
    minutes: DEFAULT_REMINDER_MINUTES,
    days: [...DEFAULT_REMINDER_DAYS],
    nextReminderAt: null,
    unansweredInRow: 0,
    paused: false,
    lastSentLocalDate: null,
    updatedAt: now,
  };
}

/** Where the next reminder falls for these settings, from `now`; null when off or paused. */
export function scheduleNext(s: ReminderSettings, now: Date): Date | null {
  if (!s.enabled || s.paused || !s.timeZone) return null;
  return nextReminderAt({ days: s.days, minutes: s.minutes, zone: s.timeZone }, now);
}

interface SettingsDeps {
  reminders: ReminderRepository;
  currentQuest: CurrentQuestPort;
  clock: Clock;
}

/** GET /progress/reminder: the saved reminder, or the defaults (off, 18:00, the plan's days). */
export class GetReminder {
  constructor(private readonly deps: SettingsDeps) {}

  async execute(input: { userId: string; timeZone: string }): Promise<Result<ReminderView>> {
    const zone = canonicalTimeZone(input.timeZone);
    if (!zone) return err(invalidZone(input.timeZone));
    input = { ...input, timeZone: zone };
    const saved = await this.deps.reminders.find(input.userId);
    const planDays = await planDaysOf(this.deps, input.userId);
    if (saved?.reminderSaved) return ok(view(saved, input.timeZone, planDays));
    const base = saved ?? blank(input.userId, this.deps.clock.now());
    return ok({ ...view(base, input.timeZone, planDays), days: planDays, saved: false });
  }
}

function view(s: ReminderSettings, browserZone: string, planDays: Weekday[]): ReminderView {
  return {
    planDays,
    enabled: s.enabled,
    minutes: s.minutes,
    days: [...s.days],
    timeZone: s.timeZone ?? browserZone,
    saved: s.reminderSaved,
    paused: s.paused,
    nextReminderAt: s.nextReminderAt,
  };
}

/** PUT /progress/reminder: on or off, the time and days, in the zone (which is saved too). */
export class SaveReminder {
  constructor(private readonly deps: SettingsDeps) {}

  async execute(input: {
    userId: string;
    enabled: boolean;
    minutes: number;
    days: Weekday[];
    timeZone: string;
  }): Promise<Result<ReminderView>> {
    const zone = canonicalTimeZone(input.timeZone);
    if (!zone) return err(invalidZone(input.timeZone));
    input = { ...input, timeZone: zone };
    if (input.days.length === 0) return err(new DomainError('invalid', 'Choose at least one day'));
    const now = this.deps.clock.now();
    const before = (await this.deps.reminders.findForUpdate(input.userId)) ?? blank(input.userId, now);
    const next: ReminderSettings = {
      ...before,
      timeZone: input.timeZone,
      reminderSaved: true,
      enabled: input.enabled,
      minutes: input.minutes,
      days: [...input.days],
      // Saving (on) is an answer: the count starts again and a pause ends.
      paused: input.enabled ? false : before.paused,
      unansweredInRow: input.enabled ? 0 : before.unansweredInRow,
      updatedAt: now,
    };
    next.nextReminderAt = scheduleNext(next, now);
    await this.deps.reminders.save(next);
    return ok(view(next, input.timeZone, await planDaysOf(this.deps, input.userId)));
  }
}

/** GET /progress/time-zone: the saved zone, or the browser's (saved false). */
export class GetTimeZone {
  constructor(private readonly deps: SettingsDeps) {}

  async execute(input: { userId: string; timeZone: string }): Promise<Result<{ timeZone: string; saved: boolean }>> {
    const zone = canonicalTimeZone(input.timeZone);
    if (!zone) return err(invalidZone(input.timeZone));
    input = { ...input, timeZone: zone };
    const saved = await this.deps.reminders.find(input.userId);
    return ok({ timeZone: saved?.timeZone ?? input.timeZone, saved: Boolean(saved?.timeZone) });
  }
}

/** PUT /progress/time-zone: days are counted there from now on; an enabled reminder moves with it. */
export class SaveTimeZone {
  constructor(private readonly deps: SettingsDeps) {}

  async execute(input: { userId: string; timeZone: string }): Promise<Result<{ timeZone: string; saved: boolean }>> {
    const zone = canonicalTimeZone(input.timeZone);
    if (!zone) return err(invalidZone(input.timeZone));
    input = { ...input, timeZone: zone };
    const now = this.deps.clock.now();
    const before = (await this.deps.reminders.findForUpdate(input.userId)) ?? blank(input.userId, now);
    const next: ReminderSettings = { ...before, timeZone: input.timeZone, updatedAt: now };
    next.nextReminderAt = scheduleNext(next, now);
    await this.deps.reminders.save(next);
    return ok({ timeZone: input.timeZone, saved: true });
  }
}
