import { addDays, weekdayOf, WEEKDAYS } from '@sidequest/kernel';
import type { CheckIn } from './check-in';
import { clampWeeklyGoal, DEFAULT_WEEKLY_GOAL } from './weekly-goal';

/** A streak may skip one week in this many without breaking: pauses are at least this many weeks apart. */
export const PAUSE_EVERY_WEEKS = 4;

const WEEK_MS = 7 * 86_400_000;

/** The Monday that starts the week of a calendar date, `YYYY-MM-DD`. */
export function weekStartOf(date: string): string {
  return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
}

/** The seven dates of the week starting on `start`, Monday first. */
export function weekDates(start: string): string[] {
  return WEEKDAYS.map((_, i) => addDays(start, i));
}

/** Whole weeks from one week's Monday to a later one's. */
function weeksBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / WEEK_MS);
}

/** From this local date on, the plan asked for `goal` days a week. */
export interface GoalChange {
  from: string;
  goal: number;
}

/** One goal for all weeks, or its changes over time (in any order). */
export type WeeklyGoalHistory = number | readonly GoalChange[];

/**
 * The goal a week is judged by: the last one set on or before its Sunday, so a change during a week
 * applies to all of it. Weeks before the first change keep the first goal. Always 1 to 7.
 */
export function goalForWeek(goals: WeeklyGoalHistory, weekStart: string): number {
  if (typeof goals === 'number') return clampWeeklyGoal(goals);
  if (goals.length === 0) return DEFAULT_WEEKLY_GOAL;
  const sorted = [...goals].sort((a, b) => a.from.localeCompare(b.from));
  const sunday = addDays(weekStart, 6);
  const inForce = sorted.filter((g) => g.from <= sunday).at(-1) ?? sorted[0];
  return clampWeeklyGoal(inForce.goal);
}

/**
 * - `met`: the week's check-ins reached its goal (the current week too, once it has);
 * - `paused`: a finished week that fell short, forgiven by the pause so the streak goes on;
 * - `missed`: a finished week that fell short with no pause to spend (the streak breaks);
 * - `open`: the current week, not met yet; it breaks nothing until it is over.
 */
export type WeekStatus = 'met' | 'paused' | 'missed' | 'open';

export interface WeekResult {
  /** The week's Monday. */
  start: string;
  goal: number;
  /** Days of the week with a check-in. */
  count: number;
  status: WeekStatus;
}

export interface StreakInput {
  /**
   * The person's check-ins. Each keeps the local date it was made on, in the zone it was made in, so
   * a traveller's day is the day they lived, wherever they are now.
   */
  checkIns: readonly Pick<CheckIn, 'localDate'>[];
  weeklyGoal: WeeklyGoalHistory;
  /** Today's date where the person is now. */
  today: string;
  /** A newcomer's first week (its Monday) and the goal that fits the days left in it; it wins over `weeklyGoal`. */
  firstWeek?: { start: string; goal: number } | null;
}

export interface Streak {
  /**
   * Consecutive weeks that met their goal, counting back from the last finished week, plus the
   * current week once it has met its goal. Paused weeks keep the streak but do not add to it.
   */
  streak: number;
  /** Every week from the first one with a check-in up to the current one, oldest first. */
  weeks: WeekResult[];
  currentWeek: WeekResult;
  /** The Mondays of the weeks the app paused, oldest first. */
  pausedWeeks: string[];
  /** Whether a pause is free to spend, should the current week fall short. */
  pauseAvailable: boolean;
  /** Says so when the last finished week was paused: "Pause used: your 6-week streak is safe". */
  message: string | null;
}

/**
 * The forgiving streak. Weeks run Monday to Sunday on the person's calendar. Going forward in time,
 * a finished week that falls short of its goal spends the pause by itself if the streak is running
 * and the last pause was at least PAUSE_EVERY_WEEKS weeks before; otherwise the streak breaks.
 * Weeks before the first check-in count for nothing, against nothing.
 */
export function computeStreak(input: StreakInput): Streak {
  const days = new Set(input.checkIns.map((c) => c.localDate));
  const current = weekStartOf(input.today);
  const earliest = [...days].sort()[0];
  const first = earliest && weekStartOf(earliest) < current ? weekStartOf(earliest) : current;
  const weekOf = (start: string) => ({
    start,
    goal: input.firstWeek?.start === start ? input.firstWeek.goal : goalForWeek(input.weeklyGoal, start),
    count: weekDates(start).filter((d) => days.has(d)).length,
  });

  const weeks: WeekResult[] = [];
  let run = 0;
  let lastPause: string | null = null;
  for (let start = first; start < current; start = addDays(start, 7)) {
    const week = weekOf(start);
    let status: WeekStatus;
    if (week.count >= week.goal) {
      status = 'met';
      run++;
    } else if (run > 0 && (lastPause === null || weeksBetween(lastPause, start) >= PAUSE_EVERY_WEEKS)) {
      status = 'paused';
      lastPause = start;
    } else {
      status = 'missed';
      run = 0;
    }
    weeks.push({ ...week, status });
  }

  const now = weekOf(current);
  const currentWeek: WeekResult = { ...now, status: now.count >= now.goal ? 'met' : 'open' };
  weeks.push(currentWeek);
  const streak = run + (currentWeek.status === 'met' ? 1 : 0);
  const lastFinished = weeks.at(-2);
  return {
    streak,
    weeks,
    currentWeek,
    pausedWeeks: weeks.filter((w) => w.status === 'paused').map((w) => w.start),
    pauseAvailable: lastPause === null || weeksBetween(lastPause, current) >= PAUSE_EVERY_WEEKS,
    message: lastFinished?.status === 'paused' ? `Pause used: your ${streak}-week streak is safe` : null,
  };
}
