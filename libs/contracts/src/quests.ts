import { z } from 'zod';
import { PlanData } from './plans';
import type { OccupationDetail } from './occupations';

export const GenerateQuestsBody = z.object({
  answer: z
    .string({ error: 'Please describe the jobs you would like to try.' })
    .trim()
    .min(1, 'Please describe the jobs you would like to try.')
    .max(500, 'Your answer must be at most 500 characters.'),
});
export type GenerateQuestsBody = z.infer<typeof GenerateQuestsBody>;

/** An O*NET-SOC occupation code, as O*NET OnLine writes it ("29-1141.00"). */
export const OnetCode = z
  .string({ error: 'Please choose an occupation.' })
  .regex(/^\d{2}-\d{4}\.\d{2}$/, 'Please choose an occupation from the list.');

/** The occupation a quest was matched to; `https://www.onetonline.org/link/summary/<code>` describes it. */
export const OccupationRef = z.object({ code: OnetCode, title: z.string().min(1).max(200) });
export type OccupationRef = z.infer<typeof OccupationRef>;

export const GeneratedQuest = z.object({
  id: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(1000),
  /** The occupation the job was matched to, when it was. */
  occupation: OccupationRef.optional(),
  /** Up to five other occupations the words may also mean ("Did you mean"). */
  alternatives: z.array(OccupationRef).max(5).optional(),
});
export type GeneratedQuest = z.infer<typeof GeneratedQuest>;

/** An occupation offered for a typed job, with how well the words fit it (0 to 1). */
export const OccupationChoice = OccupationRef.extend({ score: z.number().min(0).max(1) });
export type OccupationChoice = z.infer<typeof OccupationChoice>;

/**
 * A typed job the search could not settle, asked back instead of guessed: `choose` ("Which of these did you
 * mean?") offers up to five occupations, and the chosen one's quest comes from POST /api/quests/generate-one;
 * `unknown` ("We don't know that job yet") offers the nearest, possibly none, and the person types it again.
 */
export const JobQuestion = z.object({
  /** The job as the person typed it. */
  typed: z.string().min(1).max(200),
  kind: z.enum(['choose', 'unknown']),
  choices: z.array(OccupationChoice).max(5),
});
export type JobQuestion = z.infer<typeof JobQuestion>;

/** One quest per job that was understood, topped up to three; a job that was not is a question instead. */
export const GenerateQuestsResponse = z.object({
  quests: z.array(GeneratedQuest),
  questions: z.array(JobQuestion).max(3),
});
export type GenerateQuestsResponse = z.infer<typeof GenerateQuestsResponse>;

/** "Did you mean": one quest for one chosen occupation, to replace one card. */
export const GenerateOneQuestBody = z.object({
  code: OnetCode,
  /** The answer the card came from; it only seeds which quest, so the same choice gives the same card. */
  answer: z.string().trim().max(500, 'Your answer must be at most 500 characters.').optional(),
});
export type GenerateOneQuestBody = z.infer<typeof GenerateOneQuestBody>;

export const GenerateOneQuestResponse = z.object({ quest: GeneratedQuest });
export type GenerateOneQuestResponse = z.infer<typeof GenerateOneQuestResponse>;

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
  minutesPerDay: z.coerce
    .number()
    .int()
    .min(5, 'Minutes per day must be at least 5')
    .max(480, 'Minutes per day must be at most 480')
    .optional(),
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
  /** The occupation the quest is about, when it is one (signature quests): "Explore next" starts from it. */
  occupation: OccupationRef.optional(),
});
export type CurrentQuest = z.infer<typeof CurrentQuest>;

export const OtherQuest = z.object({
  id: z.string(),
  quest_id: z.string(),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type OtherQuest = z.infer<typeof OtherQuest>;

/** GET /api/dashboard: everything the dashboard needs in one request. */
export const DashboardResponse = z.object({
  onboarding_completed: z.boolean(),
  current: CurrentQuest.nullable(),
  /** The quest the person finished last, when it is their latest pick (so there is no current quest): the Today card leads on from it. */
  finished: z
    .object({ quest_id: z.string(), title: z.string(), occupation: OccupationRef.optional() })
    .nullable()
    .optional(),
  others: z.array(OtherQuest),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/** GET /api/quests/signature?codes=a,b: the signature quests of up to 20 occupations (pages, profiler, try next). */
export const SignatureQuestsQuery = z.object({
  codes: z
    .string({ error: 'codes lists one to 20 O*NET-SOC codes, separated by commas.' })
    .regex(
      /^\d{2}-\d{4}\.\d{2}(,\d{2}-\d{4}\.\d{2}){0,19}$/,
      'codes lists one to 20 O*NET-SOC codes, separated by commas.',
    ),
});
export type SignatureQuestsQuery = z.infer<typeof SignatureQuestsQuery>;

export const SignatureQuestsResponse = z.object({
  occupations: z.array(z.object({ code: OnetCode, quests: z.array(GeneratedQuest).max(2) })).max(20),
});
export type SignatureQuestsResponse = z.infer<typeof SignatureQuestsResponse>;

/** One quest a person started, with what they did and said about it ("Your explorations"). */
export const Exploration = z.object({
  quest_id: z.string(),
  title: z.string(),
  /** The occupation the quest is about (signature quests), with its RIASEC interest scores when O*NET has them. */
  occupation: OccupationRef.extend({
    interests: z
      .object({ R: z.number(), I: z.number(), A: z.number(), S: z.number(), E: z.number(), C: z.number() })
      .nullable(),
  }).optional(),
  started_at: z.string(),
  check_in_days: z.number().int().min(0),
  milestones_reached: z.number().int().min(0),
  milestones_total: z.number().int().min(0),
  /** "How did this quest feel?", once answered. */
  reflection: z.object({ rating: z.number().int().min(1).max(5), direction: z.enum(['more', 'different']) }).nullable(),
});
export type Exploration = z.infer<typeof Exploration>;

/** GET /api/explorations: the quests a person tried, newest first, to compare the jobs behind them. */
export const ExplorationsResponse = z.object({ explorations: z.array(Exploration).max(50) });
export type ExplorationsResponse = z.infer<typeof ExplorationsResponse>;

/**
 * What a pre-rendered /occupations/:code page carries (the web build writes it beside the markup): the occupation
 * as GET /api/occupations/:code answers it, and its signature quests as GET /api/quests/signature answers them.
 */
export type PrerenderedOccupation = OccupationDetail & { signature_quests: GeneratedQuest[] };
