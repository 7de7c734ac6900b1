import { describe, expect, it } from 'vitest';
import {
  clampWeeklyGoal,
  DEFAULT_WEEKLY_GOAL,
  weekdayNamed,
  weekdaysFromText,
  weeklyGoal,
  weeklyGoalFromDays,
  weeklyGoalFromText,
} from './weekly-goal';

describe('weeklyGoalFromText', () => {
  it('reads the plan’s default schedule as five days', () => {
    expect(weeklyGoalFromText('Mon–Fri: 30 minutes per day')).toBe(5);
    expect(weeklyGoalFromText('Mon–Fri: 45 minutes per day')).toBe(5);
  });

  it('reads day ranges with any dash or word, and wraps past Sunday', () => {
    expect(weeklyGoalFromText('Mon-Wed: 20 minutes')).toBe(3);
    expect(weeklyGoalFromText('Tue — Sat')).toBe(5);
    expect(weeklyGoalFromText('Monday to Thursday, an hour a day')).toBe(4);
    expect(weeklyGoalFromText('Monday through Sunday')).toBe(7);
    expect(weeklyGoalFromText('Fri–Mon: long sessions')).toBe(4);
    expect(weeklyGoalFromText('Sun–Sun')).toBe(1);
  });

  it('reads lists of days, with ranges and repeats, counting each day once', () => {
    expect(weeklyGoalFromText('Mon, Wed & Fri: 30 minutes per day')).toBe(3);
    expect(weeklyGoalFromText('Tues and Thurs')).toBe(2);
    expect(weeklyGoalFromText('Mon–Wed, Sat')).toBe(4);
    expect(weeklyGoalFromText('Mon–Fri, and again on Mon and Sunday')).toBe(6);
    expect(weeklyGoalFromText('Mon. & Wed.')).toBe(2);
  });

  it('reads counts and common words', () => {
    expect(weeklyGoalFromText('3 days a week, 30 minutes per day')).toBe(3);
    expect(weeklyGoalFromText('4x per week')).toBe(4);
    expect(weeklyGoalFromText('2 times a week')).toBe(2);
    expect(weeklyGoalFromText('Every day: 15 minutes')).toBe(7);
    expect(weeklyGoalFromText('15 minutes daily')).toBe(7);
    expect(weeklyGoalFromText('Weekdays: 30 minutes')).toBe(5);
    expect(weeklyGoalFromText('Weekends only')).toBe(2);
  });

  it('does not take words that merely begin like a day for one', () => {
    expect(weeklyGoalFromText('Monthly review, satisfying progress, sunny mornings')).toBeNull();
    expect(weeklyGoalFromText('30 minutes per day')).toBeNull();
    expect(weeklyGoalFromText('')).toBeNull();
  });

  it('brings counts outside a week into range', () => {
    expect(weeklyGoalFromText('10 days a week')).toBe(7);
    expect(weeklyGoalFromText('0 days per week')).toBe(1);
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
