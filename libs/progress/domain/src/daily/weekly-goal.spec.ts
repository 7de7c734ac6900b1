import { describe, expect, it } from 'vitest';
import {
  firstWeekGoal,
  clampWeeklyGoal,
  DEFAULT_WEEKLY_GOAL,
  weekdayNamed,
  weekdaysFromText,
  weeklyGoal,
  weeklyGoalFromDays,
  weeklyGoalFromText,
} from './weekly-goal';

describe('weeklyGoalFromText', () => {
  it.each([
    // The plan's default schedule: five days.
    ['Mon–Fri: 30 minutes per day', 5],
    ['Mon–Fri: 45 minutes per day', 5],
    // Day ranges with any dash or word, wrapping past Sunday.
    ['Mon-Wed: 20 minutes', 3],
    ['Tue — Sat', 5],
    ['Monday to Thursday, an hour a day', 4],
    ['Monday through Sunday', 7],
    ['Fri–Mon: long sessions', 4],
    ['Sun–Sun', 1],
    // Lists of days, with ranges and repeats, each day counted once.
    ['Mon, Wed & Fri: 30 minutes per day', 3],
    ['Tues and Thurs', 2],
    ['Mon–Wed, Sat', 4],
    ['Mon–Fri, and again on Mon and Sunday', 6],
    ['Mon. & Wed.', 2],
    // Counts and common words.
    ['3 days a week, 30 minutes per day', 3],
    ['4x per week', 4],
    ['2 times a week', 2],
    ['Every day: 15 minutes', 7],
    ['15 minutes daily', 7],
    ['Weekdays: 30 minutes', 5],
    ['Weekends only', 2],
    // Words that merely begin like a day are not one.
    ['Monthly review, satisfying progress, sunny mornings', null],
    ['30 minutes per day', null],
    ['', null],
    // Counts outside a week, brought into range.
    ['10 days a week', 7],
    ['0 days per week', 1],
  ] as const)('reads %j as %s days a week', (text, days) => {
    expect(weeklyGoalFromText(text)).toBe(days);
  });
});

describe('weeklyGoalFromDays', () => {
  it('is the number of different weekdays named', () => {
    expect(weeklyGoalFromDays(['mon', 'tue', 'wed', 'thu', 'fri'])).toBe(5);
    expect(weeklyGoalFromDays(['Monday', 'mon', 'Sat'])).toBe(2);
    expect(weeklyGoalFromDays(['mon', 'someday'])).toBe(1);
    expect(weeklyGoalFromDays([])).toBeNull();
    expect(weeklyGoalFromDays(['never'])).toBeNull();
  });

  it('knows day names in their usual spellings', () => {
    expect(weekdayNamed('Thurs.')).toBe('thu');
    expect(weekdayNamed(' SUNDAY ')).toBe('sun');
    expect(weekdayNamed('sunny')).toBeNull();
  });
});

describe('weeklyGoal', () => {
  it('takes the chosen days first, then the schedule text, then the default', () => {
    expect(weeklyGoal({ days: ['mon', 'wed'], weeklyPlan: 'Mon–Fri: 30 minutes per day' })).toBe(2);
    expect(weeklyGoal({ days: [], weeklyPlan: 'Mon–Fri: 30 minutes per day' })).toBe(5);
    expect(weeklyGoal({ days: null, weeklyPlan: 'Mon, Wed, Fri' })).toBe(3);
    expect(weeklyGoal({ weeklyPlan: 'whenever I can' })).toBe(DEFAULT_WEEKLY_GOAL);
    expect(weeklyGoal({ weeklyPlan: null })).toBe(5);
    expect(weeklyGoal()).toBe(5);
  });

  it('is always between one and seven', () => {
    expect(clampWeeklyGoal(0)).toBe(1);
    expect(clampWeeklyGoal(-3)).toBe(1);
    expect(clampWeeklyGoal(9)).toBe(7);
    expect(clampWeeklyGoal(4.6)).toBe(5);
    expect(clampWeeklyGoal(Number.NaN)).toBe(DEFAULT_WEEKLY_GOAL);
    expect(weeklyGoal({ weeklyPlan: 'Every day' })).toBe(7);
  });
});

describe('weekdaysFromText (the reminder days a plan names)', () => {
  it('reads ranges, lists, every day, weekdays and weekends; null when it names no days', () => {
    expect(weekdaysFromText('Mon–Fri: 30 minutes per day')).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(weekdaysFromText('Sat-Mon, 45 minutes')).toEqual(['mon', 'sat', 'sun']);
    expect(weekdaysFromText('Tuesday and Thursday evenings')).toEqual(['tue', 'thu']);
    expect(weekdaysFromText('30 minutes daily')).toHaveLength(7);
    expect(weekdaysFromText('weekdays after work')).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(weekdaysFromText('weekends only')).toEqual(['sat', 'sun']);
    expect(weekdaysFromText('3 days a week')).toBeNull();
  });
});

describe('firstWeekGoal (a newcomer’s first week fits the days left)', () => {
  // 2026-11-23 is a Monday.
  it('asks for the plan’s days still ahead, the join day included', () => {
    expect(firstWeekGoal(5, '2026-11-23', 'Mon–Fri: 30 minutes per day')).toBe(5);
    expect(firstWeekGoal(5, '2026-11-25', 'Mon–Fri: 30 minutes per day')).toBe(3);
    expect(firstWeekGoal(3, '2026-11-26', 'Mon, Wed & Fri')).toBe(1);
  });
  it('asks for a share of the days left when the plan only counts, rounded down', () => {
    expect(firstWeekGoal(4, '2026-11-23', '4 days a week')).toBe(4);
    expect(firstWeekGoal(5, '2026-11-25', null)).toBe(3);
    expect(firstWeekGoal(7, '2026-11-27', 'every day')).toBe(3);
  });
  it('never asks for less than a day, nor for more than the days left or the goal', () => {
    expect(firstWeekGoal(5, '2026-11-28', 'Mon–Fri: 30 minutes per day')).toBe(1);
    expect(firstWeekGoal(5, '2026-11-29', null)).toBe(1);
    expect(firstWeekGoal(2, '2026-11-24', 'Mon–Sun')).toBe(2);
  });
});
