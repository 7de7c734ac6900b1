import { z } from 'zod';
import { REMINDER_WEEKDAYS } from './reminders';

export const PLAN_WEEKDAYS = REMINDER_WEEKDAYS;
export const PlanWeekday = z.enum(PLAN_WEEKDAYS, {
  error: 'Plan days must be weekdays: mon, tue, wed, thu, fri, sat or sun',
});
export type PlanWeekday = z.infer<typeof PlanWeekday>;

export const MIN_MINUTES_PER_DAY = 5;
export const MAX_MINUTES_PER_DAY = 480;

/** Minutes per day, as starting a quest and Modify Quest both accept them (numeric text is read as a number). */
export const MinutesPerDay = z.coerce
  .number({ error: 'Minutes per day must be a whole number' })
  .int('Minutes per day must be a whole number')
  .min(MIN_MINUTES_PER_DAY, `Minutes per day must be at least ${MIN_MINUTES_PER_DAY}`)
  .max(MAX_MINUTES_PER_DAY, `Minutes per day must be at most ${MAX_MINUTES_PER_DAY}`);

/** The days of the week a plan meets on: at least one, each once. */
export const PlanWeekdays = z
  .array(PlanWeekday)
  .min(1, 'Choose at least one plan day')
  .max(7)
  .refine((days) => new Set(days).size === days.length, { message: 'Each plan day may be chosen once' });

export const Milestone = z.object({
  title: z.string().max(200),
  description: z.string().max(1000),
  due_in_days: z.number().int().min(0),
});
export const Schedule = z.object({
  weekly_plan: z.string().max(200),
  minutes_per_day: z.number().int().min(0),
  duration_weeks: z.number().int().min(0),
  /** The plan's days; plans saved before they were stored meet Mon–Fri. */
  weekdays: PlanWeekdays.optional(),
});
export const PlanData = z.object({ milestones: z.array(Milestone).max(20), schedule: Schedule });
export type PlanData = z.infer<typeof PlanData>;

const QuestRef = z.object({
  id: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  description: z.string().max(1000),
});

export const GeneratePlanBody = z.object({
  quest: QuestRef,
  userAnswer: z.string().max(500, 'Your answer must be at most 500 characters.').default(''),
  minutesPerDay: MinutesPerDay.default(30),
});
export type GeneratePlanBody = z.infer<typeof GeneratePlanBody>;

export const GeneratePlanResponse = z.object({ plan: PlanData });
export type GeneratePlanResponse = z.infer<typeof GeneratePlanResponse>;

const TargetDay = z.coerce
  .number({ error: 'Target day must be a whole number' })
  .int('Target day must be a whole number')
  .min(1, 'Target day must be at least 1')
  .max(366, 'Target day must be at most 366');

/** Milestone target days, by position: each later than the one before. */
export const TargetDays = z
  .array(TargetDay)
  .max(20)
  .superRefine((days, ctx) => {
    days.forEach((day, i) => {
      if (i > 0 && day <= days[i - 1])
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `Target day must be after milestone ${i}'s day ${days[i - 1]}`,
        });
    });
  });

/** Modify Quest, for the form and the api alike; target days and plan days left out keep their values. */
export const UpdatePlanBody = z.object({
  questId: z.string().min(1).max(100),
  minutesPerDay: MinutesPerDay,
  targetDays: TargetDays.optional(),
  weekdays: PlanWeekdays.optional(),
});
export type UpdatePlanBody = z.infer<typeof UpdatePlanBody>;
export type UpdatePlanInput = z.input<typeof UpdatePlanBody>;

/** PUT /api/quests/current/milestones/:index: the milestone index is in the path. */
export const ToggleMilestoneBody = z.object({
  questId: z.string().min(1).max(100),
  completed: z.boolean({ error: 'completed must be true or false' }),
});
export type ToggleMilestoneBody = z.infer<typeof ToggleMilestoneBody>;

export const MilestoneIndexParam = z.coerce
  .number({ error: 'No such milestone.' })
  .int('No such milestone.')
  .min(0, 'No such milestone.')
  .max(19, 'No such milestone.');

export const MilestoneProgressResponse = z.object({
  completed_milestones: z.array(z.number().int()),
  progress_percent: z.number().int().min(0).max(100),
});
export type MilestoneProgressResponse = z.infer<typeof MilestoneProgressResponse>;
