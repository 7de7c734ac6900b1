import { WEEKDAYS, type Weekday } from '@sidequest/kernel';

/** A quest's plan data, with its field names as stored and sent. */
export interface Milestone {
  title: string;
  description: string;
  due_in_days: number;
}
export interface Schedule {
  weekly_plan: string;
  minutes_per_day: number;
  duration_weeks: number;
  /** The plan's days; plans without them meet Mon–Fri. */
  weekdays?: Weekday[];
}
export interface Plan {
  milestones: Milestone[];
  schedule: Schedule;
}

export const DEFAULT_MINUTES_PER_DAY = 30;
export const DEFAULT_DURATION_WEEKS = 4;

const SHORT: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** "Mon–Fri", "Every day", "Sat–Sun" or "Mon, Wed & Fri": the days as the schedule text names them. */
function daysText(weekdays: readonly Weekday[]): string {
  const days = WEEKDAYS.filter((d) => weekdays.includes(d));
  if (days.length === 7) return 'Every day';
  const first = WEEKDAYS.indexOf(days[0]);
  const contiguous = days.every((d, i) => WEEKDAYS.indexOf(d) === first + i);
  if (days.length > 1 && contiguous) return `${SHORT[days[0]]}–${SHORT[days[days.length - 1]]}`;
  const names = days.map((d) => SHORT[d]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}` : names[0];
}

export const weeklyPlanText = (minutes: number, weekdays: readonly Weekday[] = WEEKDAYS.slice(0, 5)) =>
  `${daysText(weekdays)}: ${minutes} minutes per day`;

/** The default plan, shown with "Plan generation issue" when a plan comes back empty. */
export function defaultPlan(minutesPerDay = DEFAULT_MINUTES_PER_DAY): Plan {
  return {
    milestones: [
      {
        title: 'Get started',
        description: 'Do the first step of your quest and note what you learned.',
        due_in_days: 7,
      },
      {
        title: 'Build momentum',
        description: 'Repeat the quest daily and keep a short log of your progress.',
        due_in_days: 14,
      },
      {
        title: 'Share what you made',
        description: 'Show your result to one person and ask for feedback.',
        due_in_days: 28,
      },
    ],
    schedule: {
      weekly_plan: weeklyPlanText(minutesPerDay),
      minutes_per_day: minutesPerDay,
      duration_weeks: DEFAULT_DURATION_WEEKS,
    },
  };
}

export const isEmptyPlan = (plan: Plan | null | undefined): boolean =>
  !plan || !plan.milestones || plan.milestones.length === 0;
