import { describe, expect, it } from 'vitest';
import { GeneratePlanBody, UpdatePlanBody } from './plans';

const issues = (body: unknown) => {
  const parsed = UpdatePlanBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('UpdatePlanBody', () => {
  it('accepts minutes 5 to 480, increasing target days and plan days, reading numeric text as numbers', () => {
    expect(
      UpdatePlanBody.parse({ questId: 'q', minutesPerDay: '45', targetDays: ['5', 9], weekdays: ['mon'] }),
    ).toEqual({ questId: 'q', minutesPerDay: 45, targetDays: [5, 9], weekdays: ['mon'] });
    expect(issues({ questId: 'q', minutesPerDay: 5 })).toEqual([]);
    expect(issues({ questId: 'q', minutesPerDay: 480 })).toEqual([]);
  });

  it.each([
    [99999, 'Minutes per day must be at most 480'],
    [500, 'Minutes per day must be at most 480'],
    [0, 'Minutes per day must be at least 5'],
    ['45 min', 'Minutes per day must be a whole number'],
    [12.5, 'Minutes per day must be a whole number'],
  ])('names minutesPerDay for %s', (minutesPerDay, message) => {
    expect(issues({ questId: 'q', minutesPerDay })).toEqual([{ path: 'minutesPerDay', message }]);
  });

  it('names the milestone whose target day is not after the one before', () => {
    expect(issues({ questId: 'q', minutesPerDay: 30, targetDays: [9, 5, 20] })).toEqual([
      { path: 'targetDays.1', message: "Target day must be after milestone 1's day 9" },
    ]);
    expect(issues({ questId: 'q', minutesPerDay: 30, targetDays: [0] })).toEqual([
      { path: 'targetDays.0', message: 'Target day must be at least 1' },
    ]);
  });

  it('wants at least one plan day, each once', () => {
    expect(issues({ questId: 'q', minutesPerDay: 30, weekdays: [] })).toEqual([
      { path: 'weekdays', message: 'Choose at least one plan day' },
    ]);
    expect(issues({ questId: 'q', minutesPerDay: 30, weekdays: ['mon', 'mon'] })[0].path).toBe('weekdays');
    expect(issues({ questId: 'q', minutesPerDay: 30, weekdays: ['someday'] })[0].path).toBe('weekdays.0');
  });

  it('keeps the same minutes rule as starting a quest', () => {
    expect(
      GeneratePlanBody.safeParse({ quest: { id: 'q', title: 't', description: '' }, minutesPerDay: 500 }).success,
    ).toBe(false);
  });
});
