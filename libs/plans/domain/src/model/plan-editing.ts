import { weeklyPlanText, type Plan } from './plan';

/** The edit form's rule: integers, and anything else becomes 0. */
export function parseWholeNumber(value: string | number): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, 100_000) : 0;
}

export interface PlanEdit {
  minutesPerDay: string | number;
  /** Target days per milestone, by position; missing ones keep their value. */
  targetDays?: (string | number)[];
}

/** Applies an edit from Modify Quest: new minutes (and the weekly text with them) and new target days. */
export function editPlan(plan: Plan, edit: PlanEdit): Plan {
  const minutes = parseWholeNumber(edit.minutesPerDay);
  return {
    milestones: plan.milestones.map((milestone, i) => ({
      ...milestone,
      due_in_days:
        edit.targetDays && i < edit.targetDays.length ? parseWholeNumber(edit.targetDays[i]) : milestone.due_in_days,
    })),
    schedule: { ...plan.schedule, minutes_per_day: minutes, weekly_plan: weeklyPlanText(minutes) },
  };
}
