import { describe, expect, it } from 'vitest';
import type { ReminderMessage } from '../ports/reminder-channel.port';
import type { ReminderSettings } from '../ports/reminder-repository.port';
import {
  FakeReminderLinks,
  InMemoryRemindersUnitOfWork,
  RecordingReminderChannel,
} from '../testing/fake-reminder-links';
import { InMemoryCheckInRepository, InMemoryMilestoneProgressRepository } from '@sidequest/progress-domain/testing';
import { InMemoryReminderRepository } from '../testing/in-memory-reminder.repository';
import { SaveReminder } from './reminders.use-cases';
import { RETRY_BROKEN_AFTER_MS, SendDueReminders } from './send-due-reminders.use-case';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const CAROL = '00000000-0000-4000-8000-00000000000c';
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A channel whose outbox write fails for one person (a row the database refuses, say): the whole call throws. */
class FailingFor extends RecordingReminderChannel {
  constructor(private readonly userId: string) {
    super();
  }

  override async sendMany(inputs: readonly ReminderMessage[]): Promise<Set<string>> {
    if (inputs.some((i) => i.userId === this.userId)) throw new Error(`outbox refused ${this.userId}`);
    return super.sendMany(inputs);
  }
}

function setup(mailer = new RecordingReminderChannel(), daySteps?: { text: string; minutes: number }[]) {
  let now = new Date('2026-11-30T08:00:00.000Z'); // Monday, 09:00 in Berlin
  const clock = { now: () => new Date(now), set: (iso: string) => (now = new Date(iso)) };
  const reminders = new InMemoryReminderRepository();
  const currentQuest = {
    current: async () => ({
      questId: 'q-nurse',
      milestoneCount: 2,
      weeklyPlan: 'Mon–Fri: 30 minutes per day',
      title: 'Become a nurse',
      milestoneTitles: ['Shadow a shift', 'Apply'],
      daySteps,
    }),
  };
  const checkIns = new InMemoryCheckInRepository();
  const tick = new SendDueReminders({
    reminders,
    currentQuest,
    checkIns,
    milestones: new InMemoryMilestoneProgressRepository(),
    channel: mailer,
    links: new FakeReminderLinks(),
    ids: { next: () => crypto.randomUUID() },
    unitOfWork: new InMemoryRemindersUnitOfWork(reminders, mailer),
    clock,
  });
  const save = new SaveReminder({ reminders, currentQuest, clock });
  const remindAt = (userId: string, minutes: number) =>
    save.execute({ userId, enabled: true, minutes, days: [...EVERY_DAY], timeZone: 'Europe/Berlin' });
  return { tick, clock, reminders, mailer, remindAt, checkIns };
}

describe('the reminder tick: one mail per local day', () => {
  it('a reminder moved to a later hour after today’s was sent waits for tomorrow', async () => {
    const s = setup();
    await s.remindAt(ALICE, 18 * 60);
    expect(await s.tick.execute({ at: new Date('2026-11-30T17:00:00.000Z') })).toEqual({ stored: 1, handled: 1 });
    s.clock.set('2026-11-30T17:30:00.000Z');
    await s.remindAt(ALICE, 20 * 60); // today, 20:00 in Berlin: after today's mail
    expect((await s.reminders.find(ALICE))?.nextReminderAt?.toISOString()).toBe('2026-11-30T19:00:00.000Z');
    expect(await s.tick.execute({ at: new Date('2026-11-30T19:00:00.000Z') })).toEqual({ stored: 0, handled: 1 });
    expect(s.mailer.sent.map((m) => m.localDate)).toEqual(['2026-11-30']);
    const row = await s.reminders.find(ALICE);
    expect(row?.nextReminderAt?.toISOString()).toBe('2026-12-01T19:00:00.000Z');
    expect(row?.unansweredInRow).toBe(0);
    expect(await s.tick.execute({ at: new Date('2026-12-01T19:00:00.000Z') })).toEqual({ stored: 1, handled: 1 });
    expect(s.mailer.sent.map((m) => m.localDate)).toEqual(['2026-11-30', '2026-12-01']);
    expect((await s.reminders.find(ALICE))?.lastSentLocalDate).toBe('2026-12-01');
  });
});

describe('the reminder tick: one person’s failure', () => {
  const at = new Date('2026-11-30T17:00:00.000Z');

  it('a mail the outbox refuses: the rest of the batch is mailed, that one moves on unsent and is reported once', async () => {
    const s = setup(new FailingFor(BOB));
    for (const id of [ALICE, BOB, CAROL]) await s.remindAt(id, 18 * 60);
    const failed: string[] = [];
    const onFailure = (userId: string) => void failed.push(userId);
    expect(await s.tick.execute({ at, onFailure })).toEqual({ stored: 2, handled: 3 });
    expect(s.mailer.sent.map((m) => m.userId).sort()).toEqual([ALICE, CAROL]);
    expect(failed).toEqual([BOB]);
    const bob = await s.reminders.find(BOB);
    expect(bob?.nextReminderAt?.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(bob?.unansweredInRow).toBe(0);
    // Not retried in a loop: nothing is due until its next time.
    expect(await s.tick.execute({ at, onFailure })).toEqual({ stored: 0, handled: 0 });
    expect(failed).toEqual([BOB]);
  });

  it('with full batches, a failed batch is retried one by one and then the tick goes on in batches', async () => {
    const s = setup(new FailingFor(BOB));
    for (const id of [ALICE, BOB, CAROL]) await s.remindAt(id, 18 * 60);
    const failed: string[] = [];
    const result = await s.tick.execute({ at, batchSize: 2, onFailure: (userId) => void failed.push(userId) });
    expect(result).toEqual({ stored: 2, handled: 3 });
    expect(failed).toEqual([BOB]);
    expect(s.mailer.sent.map((m) => m.userId).sort()).toEqual([ALICE, CAROL]);
  });

  it('a zone the runtime does not know: the others are mailed, that one is tried again a day later', async () => {
    const s = setup();
    await s.remindAt(ALICE, 18 * 60);
    const broken: ReminderSettings = {
      ...(await s.reminders.find(ALICE))!,
      userId: BOB,
      timeZone: 'Mars/Olympus', // stored before zones were checked, say
    };
    await s.reminders.save(broken);
    const failed: string[] = [];
    expect(await s.tick.execute({ at, onFailure: (userId) => void failed.push(userId) })).toEqual({
      stored: 1,
      handled: 2,
    });
    expect(s.mailer.sent.map((m) => m.userId)).toEqual([ALICE]);
    expect(failed).toEqual([BOB]);
    expect((await s.reminders.find(BOB))?.nextReminderAt?.getTime()).toBe(at.getTime() + RETRY_BROKEN_AFTER_MS);
  });
});

describe("the reminder tick: Next up is today's step", () => {
  it('names the step after the days checked in for the quest; a missed day moves nothing on', async () => {
    const steps = ['Do the quest.', 'Sketch the ward chart.', 'Label the chart.'].map((text) => ({
      text,
      minutes: 30,
    }));
    const s = setup(new RecordingReminderChannel(), steps);
    await s.remindAt(ALICE, 18 * 60);
    await s.tick.execute({ at: new Date('2026-11-30T17:00:00.000Z') });
    const checkIn = (localDate: string) =>
      s.checkIns.add({ userId: ALICE, questId: 'q-nurse', localDate, zone: 'Europe/Berlin', at: new Date() });
    await checkIn('2026-11-30'); // done that evening, after the mail
    // No check-in on 12-01 after its mail: on 12-02 the step is still day 2's.
    await s.tick.execute({ at: new Date('2026-12-01T17:00:00.000Z') });
    await s.tick.execute({ at: new Date('2026-12-02T17:00:00.000Z') });
    expect(s.mailer.sent.map((m) => m.nextMilestone)).toEqual([
      'Do the quest.',
      'Sketch the ward chart.',
      'Sketch the ward chart.',
    ]);
  });
});
