import { describe, expect, it } from 'vitest';
import { defaultPlan, type Plan } from './plan';
import { calendarDay, milestoneDate, nextPlanDay, planDates, planWeekdays, weekdayOfDay } from './plan-calendar';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const friday = calendarDay(2026, 10, 27);

describe('plan dates', () => {
  it('reads the plan days in week order, Mon–Fri when the plan names none', () => {
    expect(planWeekdays({})).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(planWeekdays({ weekdays: ['sun', 'wed'] })).toEqual(['wed', 'sun']);
  });

  it('counts Day N in calendar days and moves a milestone off a rest day to the next plan day', () => {
    const monFri = planWeekdays({});
    expect(weekdayOfDay(friday)).toBe('fri');
    expect(iso(milestoneDate(friday, 9, monFri))).toBe('2026-12-07');
    expect(iso(milestoneDate(friday, 14, monFri))).toBe('2026-12-11');
    expect(iso(nextPlanDay(calendarDay(2026, 10, 28), ['wed']))).toBe('2026-12-02');
    expect(() => nextPlanDay(friday, [])).toThrow();
  });

  it('runs the sessions through the plan weeks or the last milestone, whichever is later, all on plan days', () => {
    const plan: Plan = defaultPlan();
    const dates = planDates(plan, friday);
    expect(iso(dates.firstSession)).toBe('2026-11-27');
    expect(dates.milestones.map(iso)).toEqual(['2026-12-04', '2026-12-11', '2026-12-25']);
    expect(iso(dates.lastDay)).toBe('2026-12-25');

    const late = planDates(
      { ...plan, schedule: { ...plan.schedule, duration_weeks: 1, weekdays: ['sat'] } },
      calendarDay(2026, 10, 30),
    );
    expect(iso(late.firstSession)).toBe('2026-12-05');
    expect(late.milestones.every((d) => weekdayOfDay(d) === 'sat')).toBe(true);
    expect(iso(late.lastDay)).toBe(iso(late.milestones.at(-1)!));
  });
});
