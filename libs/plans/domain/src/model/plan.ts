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
}
export interface Plan {
  milestones: Milestone[];
  schedule: Schedule;
}

export const DEFAULT_MINUTES_PER_DAY = 30;
export const DEFAULT_DURATION_WEEKS = 4;

export const weeklyPlanText = (minutes: number) => `Mon–Fri: ${minutes} minutes per day`;

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
