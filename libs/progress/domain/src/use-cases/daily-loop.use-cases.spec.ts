import { describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import type { CurrentQuestMilestones, CurrentQuestPort } from '../ports/current-quest.port';
import { InMemoryCheckInRepository } from '../testing/in-memory-check-in.repository';
import { CheckInToday, GetDailyLoop, NO_CURRENT_QUEST, UndoCheckInToday } from './daily-loop.use-cases';

const HOUR = 3_600_000;

function setup(start = '2026-11-24T07:00:00Z') {
  let quest: CurrentQuestMilestones | null = {
    questId: 'q1',
    milestoneCount: 4,
    weeklyPlan: 'Mon–Fri: 30 minutes per day',
    daySteps: ['Do the quest', 'Sketch the chart', 'Label the chart'].map((text) => ({ text, minutes: 30 })),
  };
  const currentQuest: CurrentQuestPort = { current: async (userId) => (userId === 'u1' ? quest : null) };
  const checkIns = new InMemoryCheckInRepository();
  const clock = new FixedClock(new Date(start));
  const deps = { currentQuest, checkIns, clock };
  const loop = new GetDailyLoop(deps);
  return {
    checkIns,
    clock,
    loop,
    checkIn: new CheckInToday(deps, loop),
    undo: new UndoCheckInToday(deps, loop),
    switchTo: (next: typeof quest) => (quest = next),
  };
}

const berlin = { userId: 'u1', timeZone: 'Europe/Berlin' };

describe('the daily loop', () => {
  it('gives a newcomer who joins on Wednesday a first week of the days left, and keeps the streak with them', async () => {
    const { checkIn, clock, loop, switchTo } = setup('2026-11-25T08:00:00Z');
    switchTo({ questId: 'q1', milestoneCount: 4, weeklyPlan: 'Mon–Fri: 30 minutes per day', startedAt: clock.now() });
    const first = await loop.execute(berlin);
    expect(first.ok && first.value.firstWeek).toEqual({ joinedOn: '2026-11-25', start: '2026-11-23', goal: 3 });
    expect(first.ok && first.value.heatmap.weeks.at(-1)).toMatchObject({ goal: 3, count: 0 });
    expect(first.ok && first.value.weeklyGoal).toBe(5);
    for (let day = 0; day < 3; day++) {
      if (day > 0) clock.advance(24 * HOUR);
      expect((await checkIn.execute(berlin)).ok).toBe(true);
    }
    const friday = await loop.execute(berlin);
    expect(friday.ok && friday.value.heatmap).toMatchObject({ streak: 1 });
    expect(friday.ok && friday.value.heatmap.weeks.at(-1)).toMatchObject({ goal: 3, count: 3, met: true });
    // The next week asks for the whole goal, and says nothing of a first week.
    clock.advance(3 * 24 * HOUR);
    const monday = await loop.execute(berlin);
    expect(monday.ok && monday.value.firstWeek).toBeNull();
    expect(monday.ok && monday.value.heatmap.weeks.at(-1)?.goal).toBe(5);
    expect(monday.ok && monday.value.heatmap.streak).toBe(1);
  });

  it('has no first week for a quest picked on a Monday, nor for one switched to after a check-in', async () => {
    const monday = setup('2026-11-23T08:00:00Z');
    monday.switchTo({ questId: 'q1', milestoneCount: 4, weeklyPlan: 'Mon–Fri', startedAt: monday.clock.now() });
    const full = await monday.loop.execute(berlin);
    expect(full.ok && full.value.firstWeek).toBeNull();
    expect(full.ok && full.value.heatmap.weeks.at(-1)?.goal).toBe(5);
    expect((await monday.checkIn.execute(berlin)).ok).toBe(true);
    monday.clock.advance(48 * HOUR);
    monday.switchTo({ questId: 'q2', milestoneCount: 4, weeklyPlan: 'Mon–Fri', startedAt: monday.clock.now() });
    const switched = await monday.loop.execute(berlin);
    expect(switched.ok && switched.value.firstWeek).toBeNull();
    expect(switched.ok && switched.value.heatmap.weeks.at(-1)?.goal).toBe(5);
  });

  it('checks in on the person’s own day for the current quest, and shows it in the heatmap', async () => {
    const { checkIn } = setup();
    const result = await checkIn.execute(berlin);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      changed: true,
      today: '2026-11-24',
      timeZone: 'Europe/Berlin',
      questId: 'q1',
      checkIn: { userId: 'u1', questId: 'q1', localDate: '2026-11-24', zone: 'Europe/Berlin' },
      weeklyGoal: 5,
    });
    expect(result.value.undoUntil?.toISOString()).toBe('2026-11-24T23:00:00.000Z');
    const cell = result.value.heatmap.weeks.at(-1)?.days.find((d) => d.date === '2026-11-24');
    expect(cell?.checkedIn).toBe(true);
  });

  it('changes nothing on a second mark the same local day', async () => {
    const { checkIn, checkIns, clock } = setup();
    await checkIn.execute(berlin);
    clock.advance(10 * HOUR);
    const again = await checkIn.execute(berlin);
    expect(again.ok && again.value.changed).toBe(false);
    expect(checkIns.rows.size).toBe(1);
    clock.advance(6 * HOUR); // 2026-11-25 in Berlin
    const next = await checkIn.execute(berlin);
    expect(next.ok && next.value.checkIn?.localDate).toBe('2026-11-25');
    expect(checkIns.rows.size).toBe(2);
  });

  it('refuses when there is no current quest, and an unknown zone, with clear messages', async () => {
    const { checkIn, loop, switchTo } = setup();
    switchTo(null);
    const none = await checkIn.execute(berlin);
    expect(!none.ok && none.error).toMatchObject({ kind: 'conflict', message: NO_CURRENT_QUEST });
    const bad = await checkIn.execute({ userId: 'u1', timeZone: 'Mars/Olympus' });
    expect(!bad.ok && bad.error.kind).toBe('invalid');
    expect(!bad.ok && bad.error.message).toMatch(/Unknown time zone: Mars\/Olympus/);
    const view = await loop.execute(berlin);
    expect(view.ok && view.value).toMatchObject({ questId: null, checkIn: null, weeklyGoal: 5 });
  });

  it('undoes until midnight, their time, and not after', async () => {
    const { checkIn, undo, clock, checkIns } = setup();
    await checkIn.execute(berlin);
    const undone = await undo.execute(berlin);
    expect(undone.ok && undone.value).toMatchObject({ changed: true, checkIn: null, undoUntil: null });
    expect(checkIns.rows.size).toBe(0);
    await checkIn.execute(berlin);
    clock.advance(16 * HOUR); // 23:00Z: midnight in Berlin
    const late = await undo.execute(berlin);
    expect(late.ok && late.value.changed).toBe(false);
    expect(checkIns.rows.size).toBe(1);
  });

  it('keeps the history when the person switches quests, and reads the goal from the new plan', async () => {
    const { checkIn, clock, switchTo, loop } = setup();
    await checkIn.execute(berlin);
    switchTo({ questId: 'q2', milestoneCount: 3, weeklyPlan: 'Mon, Wed & Fri' });
    clock.advance(24 * HOUR);
    const next = await checkIn.execute(berlin);
    expect(next.ok && next.value.checkIn?.questId).toBe('q2');
    const view = await loop.execute(berlin);
    expect(view.ok && view.value.weeklyGoal).toBe(3);
    expect(view.ok && view.value.heatmap.checkedInDays).toBe(2);
  });

  it('shows each person only their own check-ins', async () => {
    const { checkIn, loop } = setup();
    await checkIn.execute(berlin);
    const other = await loop.execute({ userId: 'u2', timeZone: 'Europe/Berlin' });
    expect(other.ok && other.value.heatmap.checkedInDays).toBe(0);
  });

  it("shows today's step: done after the check-in, the next one the day after, and a missed day moves it on without piling up", async () => {
    const { loop, checkIn, undo, clock } = setup();
    const step = async () => {
      const r = await loop.execute(berlin);
      return r.ok ? r.value.todayStep : undefined;
    };
    expect(await step()).toEqual({ day: 1, of: 3, text: 'Do the quest', minutes: 30, done: false, planDone: false });
    const checked = await checkIn.execute(berlin);
    expect(checked.ok && checked.value.todayStep).toMatchObject({ day: 1, text: 'Do the quest', done: true });
    const undone = await undo.execute(berlin);
    expect(undone.ok && undone.value.todayStep).toMatchObject({ day: 1, done: false });
    await checkIn.execute(berlin);
    clock.advance(24 * HOUR);
    expect(await step()).toMatchObject({ day: 2, text: 'Sketch the chart', done: false });
    // Three days missed: still day 2's step, one step, not four.
    clock.advance(3 * 24 * HOUR);
    expect(await step()).toMatchObject({ day: 2, text: 'Sketch the chart', done: false });
    await checkIn.execute(berlin);
    clock.advance(24 * HOUR);
    await checkIn.execute(berlin);
    expect(await step()).toMatchObject({ day: 3, done: true, planDone: true });
    clock.advance(24 * HOUR);
    expect(await step()).toMatchObject({ day: 3, done: true, planDone: true });
  });

  it('has no step without a quest or a plan with steps, and counts only the current quest’s days', async () => {
    const { loop, checkIn, clock, switchTo } = setup();
    await checkIn.execute(berlin);
    clock.advance(24 * HOUR);
    switchTo({
      questId: 'q2',
      milestoneCount: 3,
      daySteps: [
        { text: 'Start q2', minutes: 20 },
        { text: 'Next', minutes: 20 },
      ],
    });
    const other = await loop.execute(berlin);
    expect(other.ok && other.value.todayStep).toMatchObject({ day: 1, text: 'Start q2', done: false });
    switchTo({ questId: 'q3', milestoneCount: 3 });
    const none = await loop.execute(berlin);
    expect(none.ok && none.value.todayStep).toBeNull();
  });
});
