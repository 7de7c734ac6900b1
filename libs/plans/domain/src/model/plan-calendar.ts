import { WEEKDAYS, type Weekday } from '@sidequest/kernel';
import { DEFAULT_DURATION_WEEKS, type Plan, type Schedule } from './plan';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days a plan meets on when it names none: plans written before they stored their days. */
export const DEFAULT_PLAN_WEEKDAYS: readonly Weekday[] = WEEKDAYS.slice(0, 5);

/** The plan's days in week order (Mon first), Mon–Fri when it names none. */
export function planWeekdays(schedule: Pick<Schedule, 'weekdays'>): Weekday[] {
  const chosen = schedule.weekdays ?? [];
  const days = WEEKDAYS.filter((d) => chosen.includes(d));
  return days.length > 0 ? days : [...DEFAULT_PLAN_WEEKDAYS];
}

/** A calendar day is a Date at UTC midnight of that day, so the arithmetic is the same in every zone. */
export const calendarDay = (year: number, monthIndex: number, day: number): Date =>
  new Date(Date.UTC(year, monthIndex, day));

export const addDays = (day: Date, days: number): Date => new Date(day.getTime() + days * DAY_MS);

export const weekdayOfDay = (day: Date): Weekday => WEEKDAYS[(day.getUTCDay() + 6) % 7];

/** The first of the plan's days on or after `day`. */
export function nextPlanDay(day: Date, weekdays: readonly Weekday[]): Date {
  for (let i = 0; i < 7; i++) {
    const candidate = addDays(day, i);
    if (weekdays.includes(weekdayOfDay(candidate))) return candidate;
  }
  throw new Error('A plan meets on at least one weekday');
}

/**
 * A milestone's date: "Day N" is N calendar days after the start, so a plan's weeks keep their length;
 * when that day is not one of the plan's days, the milestone moves on to the next one.
 */
export const milestoneDate = (start: Date, dueInDays: number, weekdays: readonly Weekday[]): Date =>
  nextPlanDay(addDays(start, dueInDays), weekdays);

export interface PlanDates {
  weekdays: Weekday[];
  /** The first session: the first plan day on or after the start. */
  firstSession: Date;
  /** The last day the sessions run: the end of the plan's weeks, or its last milestone's day if that is later. */
  lastDay: Date;
  milestones: Date[];
}

/** Where a plan started on `start` falls in the calendar: the one place its dates are computed. */
export function planDates(plan: Plan, start: Date): PlanDates {
  const weekdays = planWeekdays(plan.schedule);
  const weeks = plan.schedule.duration_weeks > 0 ? plan.schedule.duration_weeks : DEFAULT_DURATION_WEEKS;
  const milestones = plan.milestones.map((m) => milestoneDate(start, m.due_in_days, weekdays));
  const endOfWeeks = addDays(start, weeks * 7 - 1);
  const lastMilestone = milestones.at(-1);
  const lastDay = lastMilestone && lastMilestone > endOfWeeks ? lastMilestone : endOfWeeks;
  return { weekdays, firstSession: nextPlanDay(start, weekdays), lastDay, milestones };
}
