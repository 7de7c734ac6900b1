import { addDays } from '@sidequest/kernel';
import { computeStreak, goalForWeek, weekDates, weekStartOf, type StreakInput, type WeekResult } from './streak';

/** How many weeks the dashboard draws: the current one and the eleven before it. */
export const HEATMAP_WEEKS = 12;

export interface HeatmapCell {
  date: string;
  checkedIn: boolean;
  /** After today, where the person is now: drawn empty, not as a miss. */
  future: boolean;
}

export interface HeatmapWeek {
  /** The week's Monday. */
  start: string;
  /** Monday to Sunday. */
  days: HeatmapCell[];
  /** The goal line: days the week needs. */
  goal: number;
  /** Days checked in. */
  count: number;
  met: boolean;
  /** A finished week that fell short and was forgiven by the pause. */
  paused: boolean;
  /** The week today is in. */
  current: boolean;
  /** A row for the table fallback: "Week of 2026-11-16: 5 of 5 days, goal met". */
  label: string;
}

export interface Heatmap {
  /** Oldest first; the last one is the current week. */
  weeks: HeatmapWeek[];
  streak: number;
  /** Days checked in within the drawn weeks. */
  checkedInDays: number;
  /** Pause weeks within the drawn weeks. */
  pausesUsed: number;
  /** "Pause used: your 6-week streak is safe" when the last finished week was paused. */
  message: string | null;
  /** One sentence for screen readers: "12 weeks: 31 days checked in; streak 4 weeks; 1 pause used". */
  summary: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function weekLabel(week: Omit<HeatmapWeek, 'label'>, counted: boolean): string {
  // Weeks before the first check-in count for nothing, against nothing: not a miss.
  if (!counted) return `Week of ${week.start}: before your first check-in`;
  const state = week.met
    ? week.current
      ? 'goal met so far'
      : 'goal met'
    : week.paused
      ? 'paused'
      : week.current
        ? 'in progress'
        : 'goal missed';
  return `Week of ${week.start}: ${week.count} of ${plural(week.goal, 'day', 'days')}, ${state}`;
}

/**
 * The last `size` weeks (HEATMAP_WEEKS by default) as a grid of days, Monday first, with each week's
 * goal, count, and whether it met the goal or was paused, from the same streak rules the number uses.
 */
export function buildHeatmap(input: StreakInput, size = HEATMAP_WEEKS): Heatmap {
  const streak = computeStreak(input);
  const byStart = new Map<string, WeekResult>(streak.weeks.map((w) => [w.start, w]));
  const checked = new Set(input.checkIns.map((c) => c.localDate));
  const current = weekStartOf(input.today);

  const weeks = Array.from({ length: size }, (_, i) => {
    const start = addDays(current, -7 * (size - 1 - i));
    const result = byStart.get(start);
    const days = weekDates(start).map((date) => ({ date, checkedIn: checked.has(date), future: date > input.today }));
    const week = {
      start,
      days,
      goal: result?.goal ?? goalForWeek(input.weeklyGoal, start),
      count: days.filter((d) => d.checkedIn).length,
      met: result?.status === 'met',
      paused: result?.status === 'paused',
      current: start === current,
    };
    return { ...week, label: weekLabel(week, result !== undefined) };
  });

  const checkedInDays = weeks.reduce((sum, w) => sum + w.count, 0);
  const pausesUsed = weeks.filter((w) => w.paused).length;
  return {
    weeks,
    streak: streak.streak,
    checkedInDays,
    pausesUsed,
    message: streak.message,
    summary: `${plural(size, 'week', 'weeks')}: ${plural(checkedInDays, 'day', 'days')} checked in; streak ${plural(streak.streak, 'week', 'weeks')}; ${plural(pausesUsed, 'pause', 'pauses')} used`,
  };
}
