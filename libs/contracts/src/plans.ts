import { z } from 'zod';

export const Milestone = z.object({
  title: z.string().max(200),
  description: z.string().max(1000),
  due_in_days: z.number().int().min(0),
});
export const Schedule = z.object({
  weekly_plan: z.string().max(200),
  minutes_per_day: z.number().int().min(0),
  duration_weeks: z.number().int().min(0),
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
  minutesPerDay: z.coerce
    .number()
    .int()
    .min(5, 'Minutes per day must be at least 5')
    .max(480, 'Minutes per day must be at most 480')
    .default(30),
});
export type GeneratePlanBody = z.infer<typeof GeneratePlanBody>;

export const GeneratePlanResponse = z.object({ plan: PlanData });
export type GeneratePlanResponse = z.infer<typeof GeneratePlanResponse>;

/** Modify Quest: raw form values; the domain parses them as integers (non-numbers become 0). */
export const UpdatePlanBody = z.object({
  questId: z.string().min(1).max(100),
  minutesPerDay: z.union([z.string().max(20), z.number()]),
  targetDays: z
    .array(z.union([z.string().max(20), z.number()]))
    .max(20)
    .optional(),
});
export type UpdatePlanBody = z.infer<typeof UpdatePlanBody>;

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
