import type { Clock, IdGenerator, UnitOfWork, Weekday } from '@sidequest/kernel';
import {
  localDateOf,
  type CheckInRepository,
  type CurrentQuestMilestones,
  type CurrentQuestPort,
  type MilestoneProgressRepository,
} from '@sidequest/progress-domain';
import type { ReminderChannel, ReminderMessage } from '../ports/reminder-channel.port';
import type { ReminderLinkAction, ReminderLinkSigner } from '../ports/reminder-links.port';
import type { ReminderRepository, ReminderSettings } from '../ports/reminder-repository.port';
import { advanceReminder, decideReminder, type ReminderDecision } from '../reminder-schedule';

export interface ReminderTickDeps {
  reminders: ReminderRepository;
  currentQuest: CurrentQuestPort;
  checkIns: Pick<CheckInRepository, 'checkedInOn' | 'countBefore'>;
  milestones: Pick<MilestoneProgressRepository, 'findMany'>;
  /** Where the reminders go out (mail today), in the tick's transaction. */
  channel: ReminderChannel;
  /** Signs each reminder's single-use links. */
  links: ReminderLinkSigner;
  /** The links' random ids. */
  ids: IdGenerator;
  unitOfWork: UnitOfWork;
  clock: Clock;
}

export interface ReminderTickResult {
  /** Reminder mails written to the outbox. */
  stored: number;
  /** Due reminders handled (mailed or skipped, and moved on). */
  handled: number;
}

export interface ReminderTickInput {
  at?: Date;
  batchSize?: number;
  /**
   * Called once when a batch comes back full (more may be due): the caller may start other ticks
   * alongside (another worker's, say); SKIP LOCKED keeps them from taking the same rows.
   */
  onBacklog?: () => void;
  /** Called for each reminder that could not be handled: it was moved on unsent (see RETRY_BROKEN_AFTER_MS). */
  onFailure?: (userId: string, error: unknown) => void;
}

/** A reminder whose next time cannot be worked out (a zone the runtime does not know) is tried again a day later. */
export const RETRY_BROKEN_AFTER_MS = 24 * 60 * 60 * 1000;

/** A pure function of one string, computed once per distinct argument. */
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key));
    return known.get(key)!;
  };
}

const pausesNow = (decision: ReminderDecision): boolean => decision.send && decision.pauseAfter;

/** A claimed row as the batch sees it: its local day and next time worked out, or why they could not be. */
type Planned = Workable | { row: ReminderSettings; error: unknown };
type Workable = { row: ReminderSettings; today: string; nextAt: Date | null };

/**
 * One scheduler tick: picks due reminders in batches (each batch locked with SKIP LOCKED, so two
 * workers never take the same one), and for each batch in one transaction decides, writes the mail
 * to the outbox and moves the reminder forward from now (a worker that was down sends one, not a burst).
 * One person's failure does not hold back the others: see `handleAlone`.
 */
export class SendDueReminders {
  constructor(private readonly deps: ReminderTickDeps) {}

  async execute(input: ReminderTickInput = {}): Promise<ReminderTickResult> {
    const now = input.at ?? this.deps.clock.now();
    const batchSize = input.batchSize ?? 200;
    const onFailure = input.onFailure ?? (() => undefined);
    const total = { stored: 0, handled: 0 } satisfies ReminderTickResult;
    let backlogTold = false;
    for (;;) {
      let batch: ReminderTickResult;
      try {
        batch = await this.deps.unitOfWork.transaction(async () => {
          const due = await this.deps.reminders.claimDue(now, batchSize);
          const stored = due.length ? await this.handleBatch(due, now, onFailure) : 0;
          return { stored, handled: due.length };
        });
      } catch {
        // The batch rolled back as a whole (a write failed for someone): the same rows, one at a time.
        batch = await this.handleAlone(now, batchSize, onFailure);
      }
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
   * After a failed batch: up to `count` due reminders, each in its own transaction, so the others in
   * that batch are mailed. One that fails alone too is moved on unsent, reported, and tried again at
   * its next time, never in a loop. If even that move fails (the database is gone), the tick stops
   * and the next one tries again.
   */
  private async handleAlone(
    now: Date,
    count: number,
    onFailure: (userId: string, error: unknown) => void,
  ): Promise<ReminderTickResult> {
    const result = { stored: 0, handled: 0 } satisfies ReminderTickResult;
    for (let i = 0; i < count; i++) {
      const claimed: { row?: ReminderSettings } = {};
      try {
        const one = await this.deps.unitOfWork.transaction(async () => {
          [claimed.row] = await this.deps.reminders.claimDue(now, 1);
          return claimed.row ? this.handleBatch([claimed.row], now, onFailure) : null;
        });
        if (one === null) return result;
        result.stored += one;
      } catch (error) {
        const row = claimed.row;
        if (!row) throw error;
        await this.deps.unitOfWork.transaction(() => this.deps.reminders.saveMoves([this.movedOnUnsent(row, now)]));
        onFailure(row.userId, error);
      }
      result.handled++;
    }
    return result;
  }

  /** A reminder that could not be handled: not mailed, its count unchanged, at its next time (or a day later). */
  private movedOnUnsent(row: ReminderSettings, now: Date): ReminderSettings {
    let nextAt: Date | null;
    try {
      nextAt = advanceReminder(
        { days: row.days, minutes: row.minutes, zone: row.timeZone ?? 'UTC' },
        row.nextReminderAt ?? now,
        now,
      );
    } catch {
      nextAt = new Date(now.getTime() + RETRY_BROKEN_AFTER_MS);
    }
    return { ...row, nextReminderAt: nextAt, updatedAt: now };
  }

  /**
   * One claimed batch, set-based: one ask per port (current quests, check-ins, milestone ticks), one
   * outbox write for its mails and one write for its rows' moves. Decides per row; a row whose day
   * cannot be worked out is moved on unsent and reported, and the rest of the batch goes on.
   */
  private async handleBatch(
    due: ReminderSettings[],
    now: Date,
    onFailure: (userId: string, error: unknown) => void,
  ): Promise<number> {
    // Zone arithmetic is pure and a batch shares few zones and schedules: each is worked out once.
    const dayIn = memo((zone: string) => localDateOf(now, zone));
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
    const planned = due.map((row): Planned => {
      try {
        const zone = row.timeZone ?? 'UTC';
        const from = (row.nextReminderAt ?? now).toISOString();
        const at = advance(JSON.stringify({ days: row.days, minutes: row.minutes, zone, from }));
        return { row, today: dayIn(zone), nextAt: at === null ? null : new Date(at) };
      } catch (error) {
        return { row, error };
      }
    });
    const broken = planned.filter((p) => 'error' in p);
    for (const p of broken) onFailure(p.row.userId, p.error);
    const ok = planned.filter((p): p is Workable => !('error' in p));
    const todays = new Map(ok.map((p) => [p.row.userId, p.today]));

    const currents = await this.currentQuests(ok.map((p) => p.row.userId));
    const withQuest = ok.filter((p) => currents.has(p.row.userId));
    const checkedIn = withQuest.length
      ? await this.deps.checkIns.checkedInOn(withQuest.map((p) => ({ userId: p.row.userId, localDate: p.today })))
      : new Set<string>();
    const decisions = new Map(
      ok.map((p) => [
        p.row.userId,
        decideReminder({
          hasCurrentQuest: currents.has(p.row.userId),
          checkedInToday: checkedIn.has(`${p.row.userId}/${p.today}`),
          unansweredInRow: p.row.unansweredInRow,
        }),
      ]),
    );
    // Never twice on one local day: a reminder moved to a later hour after today's was sent waits for tomorrow.
    const toMail = ok
      .filter((p) => p.row.lastSentLocalDate !== p.today)
      .filter((p) => decisions.get(p.row.userId)!.send && currents.has(p.row.userId))
      .map((p) => p.row);
    let sent = new Set<string>();
    if (toMail.length) {
      const ticks = await this.deps.milestones.findMany(
        toMail.map((r) => ({ userId: r.userId, questId: currents.get(r.userId)!.questId })),
      );
      const tickOf = new Map(ticks.map((t) => [`${t.userId}/${t.questId}`, t]));
      // "Next up" is today's step: the one after the days already checked in (none today: it is not done).
      const stepped = toMail.filter((r) => currents.get(r.userId)!.daySteps?.length);
      const doneDays = stepped.length
        ? await this.deps.checkIns.countBefore(
            stepped.map((r) => ({
              userId: r.userId,
              questId: currents.get(r.userId)!.questId,
              before: todays.get(r.userId)!,
            })),
          )
        : new Map<string, number>();
      sent = await this.deps.channel.sendMany(
        toMail.map((r): ReminderMessage => {
          const current = currents.get(r.userId)!;
          const done = tickOf.get(`${r.userId}/${current.questId}`);
          const titles = current.milestoneTitles ?? [];
          const index = titles.findIndex((_, i) => !done?.isComplete(i));
          const steps = current.daySteps ?? [];
          const stepIndex = doneDays.get(`${r.userId}/${current.questId}`) ?? 0;
          const nextUp = steps.length
            ? steps[Math.min(stepIndex, steps.length - 1)].text
            : index >= 0
              ? titles[index]
              : null;
          const localDate = todays.get(r.userId)!;
          const link = (action: ReminderLinkAction) =>
            this.deps.links.sign({ action, userId: r.userId, localDate, id: this.deps.ids.next() });
          return {
            userId: r.userId,
            questTitle: current.title ?? 'your quest',
            nextMilestone: nextUp,
            localDate,
            pausesNow: pausesNow(decisions.get(r.userId)!),
            links: { done: link('done'), unsubscribe: link('unsubscribe'), resume: link('resume') },
          };
        }),
      );
    }
    const moves = ok.map(({ row, today, nextAt }): ReminderSettings => {
      const next = { ...row, nextReminderAt: nextAt, updatedAt: now };
      if (sent.has(row.userId)) {
        next.unansweredInRow = row.unansweredInRow + 1;
        next.paused = pausesNow(decisions.get(row.userId)!);
        next.lastSentLocalDate = today;
      }
      return next;
    });
    await this.deps.reminders.saveMoves([...moves, ...broken.map((p) => this.movedOnUnsent(p.row, now))]);
    return sent.size;
  }

  private async currentQuests(userIds: string[]): Promise<Map<string, CurrentQuestMilestones>> {
    if (!userIds.length) return new Map();
    const port = this.deps.currentQuest;
    if (port.currentMany) return port.currentMany(userIds);
    const found = await Promise.all(userIds.map(async (id) => [id, await port.current(id)] as const));
    return new Map(found.filter((e): e is [string, CurrentQuestMilestones] => e[1] !== null));
  }
}
