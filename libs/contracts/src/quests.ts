import { z } from 'zod';
import { PlanData } from './plans';

export const GenerateQuestsBody = z.object({
  answer: z
    .string({ error: 'Please describe the jobs you would like to try.' })
    .trim()
    .min(1, 'Please describe the jobs you would like to try.')
    .max(500, 'Your answer must be at most 500 characters.'),
});
export type GenerateQuestsBody = z.infer<typeof GenerateQuestsBody>;

export const GeneratedQuest = z.object({
  id: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(1000),
});
export type GeneratedQuest = z.infer<typeof GeneratedQuest>;

export const GenerateQuestsResponse = z.object({ quests: z.array(GeneratedQuest) });
export type GenerateQuestsResponse = z.infer<typeof GenerateQuestsResponse>;

/** "Save & Start Quest": everything onboarding saves, in one transaction. */
export const CompleteOnboardingBody = z.object({
  answer: GenerateQuestsBody.shape.answer,
  quests: z.array(GeneratedQuest).min(1, 'No quests returned. Try adjusting your answer.').max(3),
  selectedQuestId: z.string({ error: 'Please choose one quest to start.' }).min(1, 'Please choose one quest to start.'),
  plan: PlanData.optional(),
});
export type CompleteOnboardingBody = z.infer<typeof CompleteOnboardingBody>;

export const StartGeneratedQuestBody = z.object({
  questId: z.string({ error: 'questId is required' }).min(1, 'questId is required').max(100),
  minutesPerDay: z.coerce.number().int().min(5, 'Minutes per day must be at least 5').max(480, 'Minutes per day must be at most 480').optional(),
});
export type StartGeneratedQuestBody = z.infer<typeof StartGeneratedQuestBody>;

export const CurrentQuest = z.object({
  quest_id: z.string(),
  title: z.string(),
  description: z.string(),
  plan_data: PlanData,
  created_at: z.string(),
  updated_at: z.string(),
  completed_milestones: z.array(z.number().int()),
  progress_percent: z.number().int().min(0).max(100),
});
export type CurrentQuest = z.infer<typeof CurrentQuest>;

export const OtherQuest = z.object({ id: z.string(), quest_id: z.string(), title: z.string(), description: z.string(), created_at: z.string() });
export type OtherQuest = z.infer<typeof OtherQuest>;

/** GET /api/dashboard: everything the dashboard needs in one request. */
export const DashboardResponse = z.object({ onboarding_completed: z.boolean(), current: CurrentQuest.nullable(), others: z.array(OtherQuest) });
export type DashboardResponse = z.infer<typeof DashboardResponse>;

