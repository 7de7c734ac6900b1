import { DomainError, err, ok, WEEKDAYS, type Result, type Weekday } from '@sidequest/kernel';
import { weeklyPlanText, type Plan } from './plan';
import { planWeekdays } from './plan-calendar';

/** Modify Quest, as the shared contract has already checked it. */
export interface PlanEdit {
  minutesPerDay: number;
  /** Target days per milestone, by position; missing ones keep their value. */
  targetDays?: number[];
  /** The plan's days; left out, they stay as they are. */
  weekdays?: Weekday[];
}

const invalidField = (path: string, message: string) =>
  err(new DomainError('invalid', message, { issues: [{ path, message }] }));

/** Applies an edit from Modify Quest: minutes, plan days (and the weekly text with them) and target days. */
export function editPlan(plan: Plan, edit: PlanEdit): Result<Plan> {
  if (edit.targetDays && edit.targetDays.length > plan.milestones.length)
    return invalidField('targetDays', `The plan has ${plan.milestones.length} milestones`);
  const milestones = plan.milestones.map((milestone, i) => ({
    ...milestone,
    due_in_days: edit.targetDays?.[i] ?? milestone.due_in_days,
  }));
  for (let i = 1; i < milestones.length; i++)
    if (milestones[i].due_in_days <= milestones[i - 1].due_in_days)
      return invalidField(
        `targetDays.${i}`,
        `Target day must be after milestone ${i}'s day ${milestones[i - 1].due_in_days}`,
      );
  const weekdays = edit.weekdays ? WEEKDAYS.filter((d) => edit.weekdays?.includes(d)) : planWeekdays(plan.schedule);
  if (weekdays.length === 0) return invalidField('weekdays', 'Choose at least one plan day');
  const minutes = edit.minutesPerDay;
  return ok({
    milestones,
    schedule: {
      ...plan.schedule,
      minutes_per_day: minutes,
      weekly_plan: weeklyPlanText(minutes, weekdays),
      ...(edit.weekdays ? { weekdays } : {}),
    },
  });
}
