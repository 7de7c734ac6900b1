import { WEEKDAYS, weekdayOf, type Weekday } from '@sidequest/kernel';

/** Days a week a plan asks for when it does not say. */
export const DEFAULT_WEEKLY_GOAL = 5;

/** A goal of at least one and at most seven days a week; anything else is brought into that range. */
export function clampWeeklyGoal(days: number): number {
  if (!Number.isFinite(days)) return DEFAULT_WEEKLY_GOAL;
  return Math.min(7, Math.max(1, Math.round(days)));
}

const NAMES: Record<string, Weekday> = {
  mon: 'mon',
  monday: 'mon',
  tue: 'tue',
  tues: 'tue',
  tuesday: 'tue',
  wed: 'wed',
  weds: 'wed',
  wednesday: 'wed',
  thu: 'thu',
  thur: 'thu',
  thurs: 'thu',
  thursday: 'thu',
  fri: 'fri',
  friday: 'fri',
  sat: 'sat',
  saturday: 'sat',
  sun: 'sun',
  sunday: 'sun',
};
const DAY = `(${Object.keys(NAMES)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const RANGE = new RegExp(`\\b${DAY}\\s*(?:-|–|—|to|through|thru|till|until)\\s*${DAY}(?![a-z])`, 'g');
const SINGLE = new RegExp(`\\b${DAY}(?![a-z])`, 'g');

/** The weekday a name stands for (`Mon`, `monday`, `Thurs.`), or null. */
export function weekdayNamed(name: string): Weekday | null {
  return NAMES[name.trim().toLowerCase().replace(/\.$/, '')] ?? null;
}

/** The days from one weekday to another, wrapping past Sunday (`Sat–Mon` is three days). */
function span(from: Weekday, to: Weekday): Weekday[] {
  const start = WEEKDAYS.indexOf(from);
  const length = ((WEEKDAYS.indexOf(to) - start + 7) % 7) + 1;
  return Array.from({ length }, (_, i) => WEEKDAYS[(start + i) % 7]);
}

/** The weekdays lower-cased schedule text names by day: ranges ("mon–fri", wrapping past Sunday) and single days. */
function daysNamedIn(lower: string): Set<Weekday> {
  const days = new Set<Weekday>();
  const rest = lower.replace(RANGE, (_, from: string, to: string) => {
    span(NAMES[from], NAMES[to]).forEach((d) => days.add(d));
    return ' ';
  });
  for (const match of rest.matchAll(SINGLE)) days.add(NAMES[match[1]]);
  return days;
}

/** The weekdays lower-cased schedule text names in words: every day (or daily), weekdays, weekends; else null. */
function daysInWordsIn(lower: string): Weekday[] | null {
  if (/\b(?:every\s*day|daily|7\s*days)\b/.test(lower)) return [...WEEKDAYS];
  if (/\b(?:week\s*days|work\s*days)\b/.test(lower)) return WEEKDAYS.slice(0, 5);
  if (/\bweekends?\b/.test(lower)) return ['sat', 'sun'];
  return null;
}

/**
 * How many days a week a plan's schedule text asks for, or null when it names none:
 * day ranges and lists ("Mon–Fri: 30 minutes per day", "Mon, Wed & Fri"), "every day" / "daily",
 * "weekdays", "weekends", or a count ("3 days a week", "4x per week").
 */
export function weeklyGoalFromText(text: string): number | null {
  const lower = text.toLowerCase();
  const named = daysNamedIn(lower);
  if (named.size > 0) return named.size;
  const count = /\b(\d+)\s*(?:x|times|days?)\s*(?:a|per|each|every|\/)\s*week\b/.exec(lower);
  if (count) return clampWeeklyGoal(Number(count[1]));
  return daysInWordsIn(lower)?.length ?? null;
}

/** How many different weekdays a list names (unknown names are left out), or null when it names none. */
export function weeklyGoalFromDays(days: readonly string[]): number | null {
  const known = new Set(days.map(weekdayNamed).filter((d): d is Weekday => d !== null));
  return known.size > 0 ? known.size : null;
}

/** The parts of a plan's schedule the weekly goal is read from. */
export interface GoalSource {
  /** The days the person chose (the reminder days, for instance); they win over the text. */
  days?: readonly string[] | null;
  /** The plan's schedule text, such as "Mon–Fri: 30 minutes per day". */
  weeklyPlan?: string | null;
}

/**
 * The weekly goal: how many days a week must be checked in for the week to count. It comes from the
 * chosen days, else the plan's schedule text, else DEFAULT_WEEKLY_GOAL, and is always 1 to 7.
 */
export function weeklyGoal(source: GoalSource = {}): number {
  const fromDays = source.days ? weeklyGoalFromDays(source.days) : null;
  const fromText = source.weeklyPlan ? weeklyGoalFromText(source.weeklyPlan) : null;
  return clampWeeklyGoal(fromDays ?? fromText ?? DEFAULT_WEEKLY_GOAL);
}

/**
 * The weekdays a plan's schedule text names ("Mon–Fri" is mon..fri, "every day" all seven, "weekends"
 * sat and sun), or null when it names none (a count such as "3 days a week" names no days).
 */
export function weekdaysFromText(text: string): Weekday[] | null {
  const lower = text.toLowerCase();
  const named = daysNamedIn(lower);
  if (named.size > 0) return WEEKDAYS.filter((d) => named.has(d));
  return daysInWordsIn(lower);
}

/**
 * The first week's goal for a person who joined (started their first quest) on `joinedOn`, `YYYY-MM-DD`:
 * it fits the days left. A plan that names its days asks for those still ahead, the join day included
 * (a Mon–Fri plan joined on Wednesday asks for 3); one that only counts ("4 days a week") asks for its share
 * of the days left, rounded down. Never more than the week's goal or the days left, never less than 1.
 */
export function firstWeekGoal(goal: number, joinedOn: string, weeklyPlan?: string | null): number {
  const from = WEEKDAYS.indexOf(weekdayOf(joinedOn));
  const daysLeft = 7 - from;
  const planDays = weeklyPlan ? weekdaysFromText(weeklyPlan) : null;
  const fits = planDays
    ? planDays.filter((d) => WEEKDAYS.indexOf(d) >= from).length
    : Math.floor((goal * daysLeft) / 7);
  return Math.max(1, Math.min(goal, daysLeft, fits));
}
