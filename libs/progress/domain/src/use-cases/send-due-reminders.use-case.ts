import type { Clock, UnitOfWork, Weekday } from '@sidequest/kernel';
import { localDateOf } from '../daily/check-in';
import type { CheckInRepository } from '../ports/check-in-repository.port';
import type { CurrentQuestMilestones, CurrentQuestPort } from '../ports/current-quest.port';
import type { MilestoneProgressRepository } from '../ports/milestone-progress-repository.port';
import type { ReminderMailer, ReminderMailInput } from '../ports/reminder-links.port';
import type { ReminderRepository, ReminderSettings } from '../ports/reminder-repository.port';
import { advanceReminder, decideReminder, type ReminderDecision } from '../reminders/reminder-schedule';

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
