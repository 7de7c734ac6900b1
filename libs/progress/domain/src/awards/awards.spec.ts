import { describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import type { CurrentQuestMilestones, CurrentQuestPort } from '../ports/current-quest.port';
import { InMemoryAwardRepository } from '../testing/in-memory-award.repository';
import { InMemoryCheckInRepository } from '../testing/in-memory-check-in.repository';
import { InMemoryMilestoneProgressRepository } from '../testing/in-memory-milestone-progress.repository';
import { InMemoryReflectionRepository } from '../testing/in-memory-reflection.repository';
import { CheckInToday, GetDailyLoop, UndoCheckInToday } from '../use-cases/daily-loop.use-cases';
import { GetProgression } from '../use-cases/get-progression.use-case';
import { SaveReflection } from '../use-cases/reflections.use-cases';
import { ToggleMilestone } from '../use-cases/toggle-milestone.use-case';
import { AWARD_POINTS, badgesEarned, LEVELS, levelOf, summarize, type Award } from './awards';

const DAY = 86_400_000;

describe('levels', () => {
  it('start at Novice and need a growing number of points each', () => {
    expect(levelOf(0)).toEqual({ number: 1, name: 'Novice', from: 0, next: 50, toNext: 50 });
    expect(levelOf(49).number).toBe(1);
    expect(levelOf(50)).toMatchObject({ number: 2, name: 'Apprentice', toNext: 100 });
    expect(levelOf(160)).toMatchObject({ number: 3, name: 'Journeyer', toNext: 140 });
    const steps = LEVELS.slice(1).map((l, i) => l.from - LEVELS[i].from);
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThan(steps[i - 1]);
  });

  it('stop at the top level with nothing more to earn', () => {
    expect(levelOf(99_999)).toMatchObject({ number: 8, name: 'Legend', next: null, toNext: 0 });
  });
});

describe('badges', () => {
  it('are earned by their facts', () => {
    expect(badgesEarned({})).toEqual([]);
    expect(badgesEarned({ reflections: 1 })).toEqual(['first-reflection']);
    expect(badgesEarned({ finishedQuests: 1, occupationsTried: 3, weeklyStreak: 4, reflections: 3 })).toEqual([
      'first-quest',
      'three-occupations',
      'four-week-streak',
      'first-reflection',
    ]);
    expect(badgesEarned({ occupationsTried: 2, weeklyStreak: 3 })).toEqual([]);
  });

  it('summarize totals points and lists every badge, earned or with how to earn it', () => {
    const at = new Date('2026-11-24T08:00:00Z');
    const awards: Award[] = [
      { userId: 'u1', kind: 'check-in', subject: '2026-11-24', points: 10, earnedAt: at },
      { userId: 'u1', kind: 'badge', subject: 'first-reflection', points: 25, earnedAt: at },
      { userId: 'u1', kind: 'reflection', subject: 'q1', points: 15, earnedAt: at },
    ];
    const summary = summarize(awards);
    expect(summary.points).toBe(50);
    expect(summary.level.name).toBe('Apprentice');
    expect(summary.badges.map((b) => [b.id, b.earnedAt])).toEqual([
      ['first-quest', null],
      ['three-occupations', null],
      ['four-week-streak', null],
      ['first-reflection', at],
    ]);
    expect(summary.badges[0].howTo).toMatch(/Finish a quest/);
  });
});

function setup() {
  const quest: CurrentQuestMilestones = { questId: 'q1', milestoneCount: 3, weeklyPlan: 'Mon: 30 minutes' };
  const currentQuest: CurrentQuestPort = { current: async () => quest };
  const clock = new FixedClock(new Date('2026-11-02T08:00:00Z')); // a Monday
  const awards = new InMemoryAwardRepository();
  const checkIns = new InMemoryCheckInRepository();
  const reflections = new InMemoryReflectionRepository();
  const deps = { currentQuest, checkIns, clock, awards };
  const loop = new GetDailyLoop(deps);
  const occupations = new Map([
    ['q1', { code: '11-1011.00', title: 'Chief Executives' }],
    ['q2', { code: '29-1141.00', title: 'Registered Nurses' }],
    ['q3', { code: '15-1252.00', title: 'Software Developers' }],
  ]);
  return {
    clock,
    awards,
    checkIn: new CheckInToday(deps, loop),
    undo: new UndoCheckInToday(deps, loop),
    tick: new ToggleMilestone({ currentQuest, milestones: new InMemoryMilestoneProgressRepository(), clock, awards }),
    reflect: new SaveReflection({
      reflections,
      startedQuests: {
        find: async (_userId, questId) => ({ questId, title: `Quest ${questId}`, startedAt: new Date(0) }),
        finish: async () => undefined,
      },
      occupations: { occupationOf: (questId) => occupations.get(questId) ?? null },
      clock,
      awards,
    }),
    read: new GetProgression({ awards }),
  };
}

const me = { userId: 'u1', timeZone: 'UTC' };

describe('awards are earned once and kept', () => {
  it('a check-in pays once a day: undo takes nothing back, marking again pays nothing twice', async () => {
    const { checkIn, undo, read } = setup();
    await checkIn.execute(me);
    expect((await read.execute({ userId: 'u1' })).points).toBe(AWARD_POINTS['check-in']);
    await undo.execute(me);
    expect((await read.execute({ userId: 'u1' })).points).toBe(AWARD_POINTS['check-in']);
    await checkIn.execute(me);
    expect((await read.execute({ userId: 'u1' })).points).toBe(AWARD_POINTS['check-in']);
  });

  it('a milestone pays once: reopening keeps it, ticking again pays nothing', async () => {
    const { tick, read } = setup();
    const t = { userId: 'u1', questId: 'q1', index: 1 };
    await tick.execute({ ...t, completed: true });
    await tick.execute({ ...t, completed: false });
    await tick.execute({ ...t, completed: true });
    expect((await read.execute({ userId: 'u1' })).points).toBe(AWARD_POINTS.milestone);
  });

  it('reflections pay once per quest and earn the first-reflection, first-quest and three-occupations badges', async () => {
    const { reflect, read } = setup();
    const answer = { userId: 'u1', rating: 4, direction: 'more' as const };
    await reflect.execute({ ...answer, questId: 'q1', ended: 'switched' });
    let summary = await read.execute({ userId: 'u1' });
    expect(summary.points).toBe(AWARD_POINTS.reflection + AWARD_POINTS.badge);
    expect(summary.badges.filter((b) => b.earnedAt).map((b) => b.id)).toEqual(['first-reflection']);
    await reflect.execute({ ...answer, questId: 'q1', ended: 'switched' });
    expect((await read.execute({ userId: 'u1' })).points).toBe(summary.points);
    await reflect.execute({ ...answer, questId: 'q2', ended: 'finished' });
    await reflect.execute({ ...answer, questId: 'q3', ended: 'switched' });
    summary = await read.execute({ userId: 'u1' });
    expect(summary.badges.filter((b) => b.earnedAt).map((b) => b.id)).toEqual([
      'first-quest',
      'three-occupations',
      'first-reflection',
    ]);
    expect(summary.points).toBe(3 * AWARD_POINTS.reflection + AWARD_POINTS['quest-finished'] + 3 * AWARD_POINTS.badge);
    expect((await read.execute({ userId: 'u2' })).points).toBe(0);
  });

  it('four weeks meeting the weekly goal earn the 4-week streak badge', async () => {
    const { checkIn, clock, read } = setup();
    for (let week = 0; week < 4; week++) {
      const summary = await read.execute({ userId: 'u1' });
      expect(summary.badges.find((b) => b.id === 'four-week-streak')?.earnedAt).toBeNull();
      await checkIn.execute(me);
      clock.advance(7 * DAY);
    }
    const badge = (await read.execute({ userId: 'u1' })).badges.find((b) => b.id === 'four-week-streak');
    expect(badge?.earnedAt?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });
});
