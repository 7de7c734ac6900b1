import { describe, expect, it } from 'vitest';
import { buildProgressUseCases, MilestoneProgress, NO_CURRENT_QUEST } from '@sidequest/progress-domain';
import {
  InMemoryAwardRepository,
  InMemoryCheckInRepository,
  InMemoryCommunityQuests,
  InMemoryMilestoneProgressRepository,
  InMemoryQuestProgress,
  InMemoryReflectionRepository,
} from '@sidequest/progress-domain/testing';
import { buildRemindersUseCases } from '../reminders-use-cases';
import { GONE_LINK } from './use-reminder-link.use-case';
import {
  FakeReminderLinks,
  InMemoryRemindersUnitOfWork,
  RecordingReminderChannel,
} from '../testing/fake-reminder-links';
import { InMemoryReminderRepository } from '../testing/in-memory-reminder.repository';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

function setup(start = '2026-11-30T08:00:00.000Z') {
  let now = new Date(start);
  const clock = { now: () => new Date(now), set: (iso: string) => (now = new Date(iso)) };
  const catalogue = new InMemoryCommunityQuests();
  const progress = new InMemoryQuestProgress();
  const reminders = new InMemoryReminderRepository();
  const checkIns = new InMemoryCheckInRepository();
  const milestones = new InMemoryMilestoneProgressRepository();
  const mailer = new RecordingReminderChannel();
  const links = new FakeReminderLinks();
  const quests = new Map<string, boolean>([
    [ALICE, true],
    [BOB, true],
  ]);
  const progressUseCases = buildProgressUseCases({
    catalogue,
    progress,
    premium: { isSubscribed: async () => false },
    currentQuest: {
      current: async (userId) =>
        quests.get(userId)
          ? {
              questId: 'q-nurse',
              milestoneCount: 3,
              weeklyPlan: 'Mon, Wed & Fri: 30 minutes',
              title: 'Become a nurse',
              milestoneTitles: ['Shadow a shift', 'Take the course', 'Apply'],
            }
          : null,
    },
    milestones,
    checkIns,
    // Reminders' answer to progress, as its module gives it: the saved zone, and a check-in answers the reminders.
    days: {
      savedZone: async (userId) => (await reminders.find(userId))?.timeZone ?? null,
      checkedIn: (userId) => reminders.resetUnanswered(userId),
    },
    reflections: new InMemoryReflectionRepository(),
    awards: new InMemoryAwardRepository(),
    startedQuests: { find: async () => null, finish: async () => undefined },
    questOccupations: { occupationOf: () => null },
    ids: { next: () => crypto.randomUUID() },
    clock,
  });
  const { readPersonDays: days, checkInToday } = progressUseCases;
  const useCases = {
    ...progressUseCases,
    ...buildRemindersUseCases({
      reminders,
      reminderLinks: links,
      reminderChannel: mailer,
      // Progress's answers, as reminders' adapter asks them through progress's public use cases.
      progress: {
        current: (userId) => days.current(userId),
        currentMany: (userIds) => days.currentMany(userIds),
        checkedInOn: (pairs) => days.checkedInOn(pairs),
        countBefore: (pairs) => days.countBefore(pairs),
        findMany: (pairs) => days.findMany(pairs),
        checkIn: (userId, timeZone) => checkInToday.execute({ userId, timeZone }),
      },
      unitOfWork: new InMemoryRemindersUnitOfWork(reminders, mailer),
      ids: { next: () => crypto.randomUUID() },
      clock,
    }),
  };
  return { useCases, clock, reminders, checkIns, milestones, mailer, links, quests };
}

/** Alice's reminder saved for Mondays at 10:00 UTC, on or off. */
async function remindOnMondaysAt10Utc(s: ReturnType<typeof setup>, enabled: boolean) {
  await s.useCases.saveReminder.execute({ userId: ALICE, enabled, minutes: 600, days: ['mon'], timeZone: 'UTC' });
}

describe('reminder settings', () => {
  it('before anything is saved: off, 18:00, the plan’s days, the browser’s zone, saved false', async () => {
    const { useCases } = setup();
    const got = await useCases.getReminder.execute({ userId: ALICE, timeZone: 'Europe/Berlin' });
    expect(got.ok && got.value).toMatchObject({
      enabled: false,
      minutes: 1080,
      days: ['mon', 'wed', 'fri'],
      timeZone: 'Europe/Berlin',
      saved: false,
      nextReminderAt: null,
    });
  });

  it('enabling computes the next reminder in the person’s zone; a bad zone is invalid', async () => {
    const { useCases } = setup('2026-11-30T08:00:00.000Z'); // Monday 09:00 in Berlin
    const saved = await useCases.saveReminder.execute({
      userId: ALICE,
      enabled: true,
      minutes: 18 * 60,
      days: ['mon'],
      timeZone: 'Europe/Berlin',
    });
    expect(saved.ok && saved.value.nextReminderAt?.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    const bad = await useCases.saveReminder.execute({
      userId: ALICE,
      enabled: true,
      minutes: 0,
      days: ['mon'],
      timeZone: 'Mars/Olympus',
    });
    expect(!bad.ok && bad.error.kind).toBe('invalid');
    const zone = await useCases.getTimeZone.execute({ userId: ALICE, timeZone: 'UTC' });
    expect(zone.ok && zone.value).toEqual({ timeZone: 'Europe/Berlin', saved: true });
  });

  it('the saved zone counts the days of the daily loop, not the browser’s', async () => {
    const { useCases } = setup('2026-11-30T23:30:00.000Z'); // Tuesday 00:30 in Berlin, Monday in New York
    await useCases.saveTimeZone.execute({ userId: ALICE, timeZone: 'Europe/Berlin' });
    const loop = await useCases.getDailyLoop.execute({ userId: ALICE, timeZone: 'America/New_York' });
    expect(loop.ok && loop.value.today).toBe('2026-12-01');
  });
});

describe('the reminder tick', () => {
  async function enable(s: ReturnType<typeof setup>, userId = ALICE) {
    await s.useCases.saveReminder.execute({
      userId,
      enabled: true,
      minutes: 18 * 60,
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      timeZone: 'Europe/Berlin',
    });
  }

  it('mails the due reminder once, naming the next unticked milestone, and moves it to the next day', async () => {
    const s = setup();
    await enable(s);
    const ticks = MilestoneProgress.start(ALICE, 'q-nurse', new Date());
    ticks.complete(0, new Date());
    await s.milestones.save(ticks);
    expect(await s.useCases.sendDueReminders.execute({ at: new Date('2026-11-30T16:59:00.000Z') })).toEqual({
      stored: 0,
      handled: 0,
    });
    const at = new Date('2026-11-30T17:00:00.000Z');
    expect(await s.useCases.sendDueReminders.execute({ at })).toEqual({ stored: 1, handled: 1 });
    expect(await s.useCases.sendDueReminders.execute({ at })).toEqual({ stored: 0, handled: 0 });
    expect(s.mailer.sent).toEqual([
      {
        userId: ALICE,
        questTitle: 'Become a nurse',
        nextMilestone: 'Take the course',
        localDate: '2026-11-30',
        pausesNow: false,
        links: { done: expect.any(String), unsubscribe: expect.any(String), resume: expect.any(String) },
      },
    ]);
    // Each link is signed for Alice's day, its own action and its own id.
    const { links } = s.mailer.sent[0];
    expect(s.links.verify(links.done)).toMatchObject({ action: 'done', userId: ALICE, localDate: '2026-11-30' });
    expect(s.links.verify(links.unsubscribe)).toMatchObject({ action: 'unsubscribe', userId: ALICE });
    expect(s.links.verify(links.resume)?.id).not.toBe(s.links.verify(links.done)?.id);
    expect((await s.reminders.find(ALICE))?.nextReminderAt?.toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });

  it('sends nothing on a day checked in or without a current quest, and still moves on', async () => {
    const s = setup('2026-11-30T10:00:00.000Z');
    await enable(s, ALICE);
    await enable(s, BOB);
    s.quests.set(BOB, false);
    expect((await s.useCases.checkInToday.execute({ userId: ALICE, timeZone: 'UTC' })).ok).toBe(true);
    expect(await s.useCases.sendDueReminders.execute({ at: new Date('2026-11-30T17:00:00.000Z') })).toEqual({
      stored: 0,
      handled: 2,
    });
  });

  it('the 7th unanswered reminder says it pauses; then none until resumed; a check-in resets the count', async () => {
    const s = setup();
    await enable(s);
    for (let day = 0; day < 7; day++)
      await s.useCases.sendDueReminders.execute({ at: new Date(Date.UTC(2026, 10, 30 + day, 17)) });
    expect(s.mailer.sent.map((m) => m.pausesNow)).toEqual([false, false, false, false, false, false, true]);
    expect((await s.reminders.find(ALICE))?.paused).toBe(true);
    await s.useCases.sendDueReminders.execute({ at: new Date(Date.UTC(2026, 11, 7, 17)) });
    expect(s.mailer.sent).toHaveLength(7);
    s.clock.set('2026-12-08T09:00:00.000Z');
    const token = s.links.sign({ action: 'resume', userId: ALICE, localDate: '2026-12-06', id: crypto.randomUUID() });
    const resumed = await s.useCases.useReminderLink.execute({ action: 'resume', token });
    expect(resumed.ok && resumed.value.message).toBe('Reminders are back on.');
    await s.useCases.sendDueReminders.execute({ at: new Date('2026-12-08T17:00:00.000Z') });
    expect(s.mailer.sent).toHaveLength(8);
    expect((await s.reminders.find(ALICE))?.unansweredInRow).toBe(1);
    s.clock.set('2026-12-08T18:00:00.000Z');
    await s.useCases.checkInToday.execute({ userId: ALICE, timeZone: 'UTC' });
    expect((await s.reminders.find(ALICE))?.unansweredInRow).toBe(0);
  });

  it('after a long downtime sends one reminder per person, not a burst', async () => {
    const s = setup();
    await enable(s);
    expect(await s.useCases.sendDueReminders.execute({ at: new Date('2026-12-10T12:00:00.000Z') })).toEqual({
      stored: 1,
      handled: 1,
    });
    expect((await s.reminders.find(ALICE))?.nextReminderAt?.toISOString()).toBe('2026-12-10T17:00:00.000Z');
  });

  it('works in batches: every due reminder once, and says once that a full batch left a backlog', async () => {
    const s = setup();
    await enable(s, ALICE);
    await enable(s, BOB);
    let told = 0;
    const at = new Date('2026-11-30T17:00:00.000Z');
    const onBacklog = () => void told++;
    expect(await s.useCases.sendDueReminders.execute({ at, batchSize: 1, onBacklog })).toEqual({
      stored: 2,
      handled: 2,
    });
    expect(told).toBe(1);
    expect(s.mailer.sent.map((m) => m.userId).sort()).toEqual([ALICE, BOB].sort());
    expect(await s.useCases.sendDueReminders.execute({ at, batchSize: 5, onBacklog })).toEqual({
      stored: 0,
      handled: 0,
    });
    expect(told).toBe(1);
  });
});

describe('reminder links', () => {
  it('done checks in once for the day it was for; a second use is gone; another day is gone', async () => {
    const s = setup('2026-11-30T17:05:00.000Z');
    await s.useCases.saveTimeZone.execute({ userId: ALICE, timeZone: 'Europe/Berlin' });
    const token = s.links.sign({ action: 'done', userId: ALICE, localDate: '2026-11-30', id: crypto.randomUUID() });
    const done = await s.useCases.useReminderLink.execute({ action: 'done', token });
    expect(done.ok && done.value).toEqual({
      action: 'done',
      message: 'Done for today ✓',
      questTitle: 'Become a nurse',
      checkedIn: true,
    });
    expect((await s.checkIns.listByUser(ALICE)).map((c) => c.localDate)).toEqual(['2026-11-30']);
    const again = await s.useCases.useReminderLink.execute({ action: 'done', token });
    expect(!again.ok && again.error.kind).toBe('gone');
    const old = s.links.sign({ action: 'done', userId: ALICE, localDate: '2026-11-29', id: crypto.randomUUID() });
    const late = await s.useCases.useReminderLink.execute({ action: 'done', token: old });
    expect(!late.ok && late.error).toMatchObject({ kind: 'gone', message: expect.stringContaining('2026-11-29') });
    expect(await s.checkIns.listByUser(BOB)).toEqual([]);
  });

  it('a bad signature or a token for another action is invalid; unsubscribe turns reminders off', async () => {
    const s = setup();
    await remindOnMondaysAt10Utc(s, true);
    const bad = await s.useCases.useReminderLink.execute({ action: 'unsubscribe', token: 'forged.token.value' });
    expect(!bad.ok && bad.error.kind).toBe('invalid');
    const token = s.links.sign({ action: 'unsubscribe', userId: ALICE, localDate: '2026-11-30', id: 'x1' });
    const wrong = await s.useCases.useReminderLink.execute({ action: 'done', token });
    expect(!wrong.ok && wrong.error.kind).toBe('invalid');
    const off = await s.useCases.useReminderLink.execute({ action: 'unsubscribe', token });
    expect(off.ok).toBe(true);
    expect(await s.reminders.find(ALICE)).toMatchObject({ enabled: false, nextReminderAt: null });
    // A second click (a mail client may send its one click twice) answers the same, and reminders stay off.
    const again = await s.useCases.useReminderLink.execute({ action: 'unsubscribe', token });
    expect(again.ok && again.value.message).toMatch(/^Reminders are off/);
    expect(await s.reminders.find(ALICE)).toMatchObject({ enabled: false, nextReminderAt: null });
  });

  it('a done link with no current quest is a conflict and stays unspent for when a quest is picked', async () => {
    const s = setup();
    await remindOnMondaysAt10Utc(s, true);
    s.quests.set(ALICE, false);
    const token = s.links.sign({ action: 'done', userId: ALICE, localDate: '2026-11-30', id: 'd1' });
    const none = await s.useCases.useReminderLink.execute({ action: 'done', token });
    expect(!none.ok && none.error).toMatchObject({ kind: 'conflict', message: NO_CURRENT_QUEST });
    s.quests.set(ALICE, true);
    const done = await s.useCases.useReminderLink.execute({ action: 'done', token });
    expect(done.ok && done.value.message).toBe('Done for today ✓');
    expect((await s.checkIns.listByUser(ALICE)).map((c) => c.localDate)).toEqual(['2026-11-30']);
  });

  it('a done link for a day already checked in on the dashboard says done, but checked nothing in (no celebration)', async () => {
    const s = setup();
    await remindOnMondaysAt10Utc(s, true);
    expect((await s.useCases.checkInToday.execute({ userId: ALICE, timeZone: 'UTC' })).ok).toBe(true);
    const token = s.links.sign({ action: 'done', userId: ALICE, localDate: '2026-11-30', id: 'd2' });
    const done = await s.useCases.useReminderLink.execute({ action: 'done', token });
    expect(done.ok && done.value).toMatchObject({ message: 'Done for today ✓', checkedIn: false });
    expect((await s.checkIns.listByUser(ALICE)).map((c) => c.localDate)).toEqual(['2026-11-30']);
  });

  it('keep reminding me turns reminders on even after they were turned off; any link of a deleted account is gone', async () => {
    const s = setup();
    await remindOnMondaysAt10Utc(s, false);
    const resume = s.links.sign({ action: 'resume', userId: ALICE, localDate: '2026-11-30', id: 'r1' });
    const on = await s.useCases.useReminderLink.execute({ action: 'resume', token: resume });
    expect(on.ok && on.value.message).toBe('Reminders are back on.');
    expect(await s.reminders.find(ALICE)).toMatchObject({ enabled: true, paused: false });
    expect((await s.reminders.find(ALICE))?.nextReminderAt).not.toBeNull();

    const orphan = s.links.sign({ action: 'resume', userId: BOB, localDate: '2026-11-30', id: 'r2' });
    const gone = await s.useCases.useReminderLink.execute({ action: 'resume', token: orphan });
    expect(!gone.ok && gone.error).toMatchObject({ kind: 'gone', message: GONE_LINK });
    expect(await s.reminders.find(BOB)).toBeNull();
  });
});
