import { NO_CURRENT_QUEST } from './daily-loop.use-cases';
import {
  DomainError,
  err,
  isTimeZone,
  ok,
  transactionResult,
  type Clock,
  type Result,
  type UnitOfWork,
  type Weekday,
} from '@sidequest/kernel';
import { localDateOf } from '../daily/check-in';
import { weekdaysFromText } from '../daily/weekly-goal';
import type { CheckInRepository } from '../ports/check-in-repository.port';
import type { CurrentQuestMilestones, CurrentQuestPort } from '../ports/current-quest.port';
import type { MilestoneProgressRepository } from '../ports/milestone-progress-repository.port';
import type {
  ReminderLinkAction,
  ReminderLinkSigner,
  ReminderMailer,
  ReminderMailInput,
} from '../ports/reminder-links.port';
import type { ReminderRepository, ReminderSettings } from '../ports/reminder-repository.port';
import { advanceReminder, decideReminder, nextReminderAt, type ReminderDecision } from '../reminders/reminder-schedule';

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
  return new DomainError('invalid', `Unknown time zone: ${zone}. Send an IANA zone such as Europe/Berlin.`, { zone });
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
    updatedAt: now,
  };
}

/** Where the next reminder falls for these settings, from `now`; null when off or paused. */
function scheduleNext(s: ReminderSettings, now: Date): Date | null {
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
    if (!isTimeZone(input.timeZone)) return err(invalidZone(input.timeZone));
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
    if (!isTimeZone(input.timeZone)) return err(invalidZone(input.timeZone));
    if (input.days.length === 0) return err(new DomainError('invalid', 'Choose at least one day'));
    const now = this.deps.clock.now();
    const before = (await this.deps.reminders.find(input.userId)) ?? blank(input.userId, now);
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
    if (!isTimeZone(input.timeZone)) return err(invalidZone(input.timeZone));
    const saved = await this.deps.reminders.find(input.userId);
    return ok({ timeZone: saved?.timeZone ?? input.timeZone, saved: Boolean(saved?.timeZone) });
  }
}

/** PUT /progress/time-zone: days are counted there from now on; an enabled reminder moves with it. */
export class SaveTimeZone {
  constructor(private readonly deps: SettingsDeps) {}

  async execute(input: { userId: string; timeZone: string }): Promise<Result<{ timeZone: string; saved: boolean }>> {
    if (!isTimeZone(input.timeZone)) return err(invalidZone(input.timeZone));
    const now = this.deps.clock.now();
    const before = (await this.deps.reminders.find(input.userId)) ?? blank(input.userId, now);
    const next: ReminderSettings = { ...before, timeZone: input.timeZone, updatedAt: now };
    next.nextReminderAt = scheduleNext(next, now);
    await this.deps.reminders.save(next);
    return ok({ timeZone: input.timeZone, saved: true });
  }
}

export interface ReminderTickDeps {
  reminders: ReminderRepository;
  currentQuest: CurrentQuestPort;
  checkIns: CheckInRepository;
  milestones: MilestoneProgressRepository;
  mailer: ReminderMailer;
  unitOfWork: UnitOfWork;
  clock: Clock;
}

export interface ReminderTickResult {
  /** Reminder mails written to the outbox. */
  stored: number;
  /** Due reminders handled (mailed or skipped, and moved on). */
  handled: number;
}

/** A pure function of one string, computed once per distinct argument. */
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key));
    return known.get(key)!;
  };
}

const pausesNow = (decision: ReminderDecision): boolean => decision.send && decision.pauseAfter;

/**
 * One scheduler tick: picks due reminders in batches (each batch locked with SKIP LOCKED, so two
 * workers never take the same one), and for each batch in one transaction decides, writes the mail
 * to the outbox and moves the reminder forward from now (a worker that was down sends one, not a burst).
 */
export class SendDueReminders {
  constructor(private readonly deps: ReminderTickDeps) {}

  /**
   * `onBacklog` is called once when a batch comes back full (more may be due): the caller may start
   * other ticks alongside (another worker's, say); SKIP LOCKED keeps them from taking the same rows.
   */
  async execute(input: { at?: Date; batchSize?: number; onBacklog?: () => void } = {}): Promise<ReminderTickResult> {
    const now = input.at ?? this.deps.clock.now();
    const batchSize = input.batchSize ?? 200;
    const total: ReminderTickResult = { stored: 0, handled: 0 };
    let backlogTold = false;
    for (;;) {
      const batch = await this.deps.unitOfWork.transaction(async () => {
        const due = await this.deps.reminders.claimDue(now, batchSize);
        const stored = due.length ? await this.handleBatch(due, now) : 0;
        return { stored, handled: due.length };
      });
      total.stored += batch.stored;
      total.handled += batch.handled;
      if (batch.handled < batchSize) return total;
      if (!backlogTold && input.onBacklog) {
        backlogTold = true;
        input.onBacklog();
      }
    }
  }

  /**
   * One claimed batch, set-based: one ask per port (current quests, check-ins, milestone ticks), one
   * outbox write for its mails and one write for its rows' moves. Decides per row as before.
   */
  private async handleBatch(due: ReminderSettings[], now: Date): Promise<number> {
    const userIds = due.map((r) => r.userId);
    const currents = await this.currentQuests(userIds);
    // Zone arithmetic is pure and a batch shares few zones and schedules: each is worked out once.
    const dayIn = memo((zone: string) => localDateOf(now, zone));
    const todays = new Map(due.map((r) => [r.userId, dayIn(r.timeZone ?? 'UTC')]));
    const advance = memo((key: string) => {
      const { days, minutes, zone, from } = JSON.parse(key) as {
        days: Weekday[];
        minutes: number;
        zone: string;
        from: string;
      };
      const next = advanceReminder({ days, minutes, zone }, new Date(from), now);
      return next ? next.getTime() : null;
    });
    const withQuest = due.filter((r) => currents.has(r.userId));
    const checkedIn = withQuest.length
      ? await this.deps.checkIns.checkedInOn(
          withQuest.map((r) => ({ userId: r.userId, localDate: todays.get(r.userId)! })),
        )
      : new Set<string>();
    const decisions = new Map(
      due.map((r) => [
        r.userId,
        decideReminder({
          hasCurrentQuest: currents.has(r.userId),
          checkedInToday: checkedIn.has(`${r.userId}/${todays.get(r.userId)}`),
          unansweredInRow: r.unansweredInRow,
        }),
      ]),
    );
    const toMail = due.filter((r) => decisions.get(r.userId)!.send && currents.has(r.userId));
    let sent = new Set<string>();
    if (toMail.length) {
      const ticks = await this.deps.milestones.findMany(
        toMail.map((r) => ({ userId: r.userId, questId: currents.get(r.userId)!.questId })),
      );
      const tickOf = new Map(ticks.map((t) => [`${t.userId}/${t.questId}`, t]));
      sent = await this.deps.mailer.sendMany(
        toMail.map((r): ReminderMailInput => {
          const current = currents.get(r.userId)!;
          const done = tickOf.get(`${r.userId}/${current.questId}`);
          const titles = current.milestoneTitles ?? [];
          const index = titles.findIndex((_, i) => !done?.isComplete(i));
          return {
            userId: r.userId,
            questTitle: current.title ?? 'your quest',
            nextMilestone: index >= 0 ? titles[index] : null,
            localDate: todays.get(r.userId)!,
            pausesNow: pausesNow(decisions.get(r.userId)!),
          };
        }),
      );
    }
    const moves = due.map((row): ReminderSettings => {
      const next = { ...row, updatedAt: now };
      if (sent.has(row.userId)) {
        next.unansweredInRow = row.unansweredInRow + 1;
        next.paused = pausesNow(decisions.get(row.userId)!);
      }
      const from = (row.nextReminderAt ?? now).toISOString();
      const at = advance(JSON.stringify({ days: row.days, minutes: row.minutes, zone: row.timeZone ?? 'UTC', from }));
      next.nextReminderAt = at === null ? null : new Date(at);
      return next;
    });
    await this.deps.reminders.saveMoves(moves);
    return sent.size;
  }

  private async currentQuests(userIds: string[]): Promise<Map<string, CurrentQuestMilestones>> {
    const port = this.deps.currentQuest;
    if (port.currentMany) return port.currentMany(userIds);
    const found = await Promise.all(userIds.map(async (id) => [id, await port.current(id)] as const));
    return new Map(found.filter((e): e is [string, CurrentQuestMilestones] => e[1] !== null));
  }
}

interface LinkDeps {
  reminders: ReminderRepository;
  links: ReminderLinkSigner;
  currentQuest: CurrentQuestPort;
  clock: Clock;
  /** Checks the person in for today in their zone (the daily loop's use case). */
  checkIn: (userId: string, timeZone: string) => Promise<Result<unknown>>;
  unitOfWork: UnitOfWork;
}

export interface ReminderLinkOutcome {
  action: ReminderLinkAction;
  message: string;
  questTitle: string | null;
}

export const BAD_LINK =
  'This link is not valid. Open it from the reminder mail again, or change reminders on your account page.';
export const USED_LINK = 'This link was used already. Change reminders on your account page.';

/** A reminder link whose person has no reminder settings any more (the account was deleted). */
export const GONE_LINK = 'This link no longer works: there are no reminders for it any more.';

/** A signed link from a reminder mail: done (check in today), unsubscribe (reminders off), resume. */
export class UseReminderLink {
  constructor(private readonly deps: LinkDeps) {}

  async execute(input: { action: ReminderLinkAction; token: string }): Promise<Result<ReminderLinkOutcome>> {
    const claims = this.deps.links.verify(input.token);
    if (!claims || claims.action !== input.action) return err(new DomainError('invalid', BAD_LINK));
    const now = this.deps.clock.now();
    // A reminder was mailed, so its person had settings; none now means the account was deleted.
    const settings = await this.deps.reminders.find(claims.userId);
    if (!settings) return err(new DomainError('gone', GONE_LINK));
    const zone = settings.timeZone ?? 'UTC';
    const current = await this.deps.currentQuest.current(claims.userId);
    const questTitle = current?.title ?? null;
    if (claims.action === 'done' && localDateOf(now, zone) !== claims.localDate)
      return err(
        new DomainError(
          'gone',
          `This link was for ${claims.localDate}; today is ${localDateOf(now, zone)}. Mark today from your dashboard.`,
        ),
      );
    // Turning reminders off works every time (a mail client may send its one click twice); it spends nothing.
    if (claims.action === 'unsubscribe') {
      if (settings.enabled)
        await this.deps.reminders.save({ ...settings, enabled: false, nextReminderAt: null, updatedAt: now });
      return ok({
        action: 'unsubscribe',
        message: 'Reminders are off. You can turn them on again on your account page.',
        questTitle,
      });
    }
    // A done link with no quest to check in to stays unspent, so it still works once a quest is picked that day.
    if (claims.action === 'done' && !current) return err(new DomainError('conflict', NO_CURRENT_QUEST));
    // Spending the link and what it does commit together: a failed check-in leaves the link unspent.
    return transactionResult(this.deps.unitOfWork, async (): Promise<Result<ReminderLinkOutcome>> => {
      if (!(await this.deps.reminders.useLink(claims.id, claims.userId, now)))
        return err(new DomainError('gone', USED_LINK));
      if (claims.action === 'done') {
        const done = await this.deps.checkIn(claims.userId, zone);
        return done.ok ? ok({ action: 'done', message: 'Done for today ✓', questTitle }) : done;
      }
      // "Keep reminding me" is a request to be reminded: on, unpaused, from the next chosen day.
      const resumed: ReminderSettings = {
        ...settings,
        enabled: true,
        paused: false,
        unansweredInRow: 0,
        updatedAt: now,
      };
      resumed.nextReminderAt = scheduleNext(resumed, now);
      await this.deps.reminders.save(resumed);
      return ok({ action: 'resume', message: 'Reminders are back on.', questTitle });
    });
  }
}
