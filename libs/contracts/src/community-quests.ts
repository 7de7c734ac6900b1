import { z } from 'zod';

export const COMMUNITY_QUEST_CATEGORIES = [
  'Financial',
  'Career',
  'Lifestyle',
  'Creative',
  'Entrepreneurship',
  'Connection',
] as const;
export const CommunityQuestCategory = z.enum(COMMUNITY_QUEST_CATEGORIES, { error: 'Unknown category' });
export type CommunityQuestCategory = z.infer<typeof CommunityQuestCategory>;

export const QUEST_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;

/**
 * The free plan: any 3 community quests of the person's choice, finished ones included. Once all 3
 * are in use, every quest not started is locked until premium; the server counts, not the client.
 */
export const FREE_COMMUNITY_QUESTS = 3;
/** A finished quest stays on the dashboard this long ("will be archived soon"), then the list reloads. */
export const COMPLETED_QUEST_REFRESH_MS = 1500;

/** The list's filter: GET /api/community-quests?search=&category=. It narrows the list and plays no part in the lock. */
export const CommunityQuestFilter = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional().default(''),
  category: z
    .union([z.literal(''), CommunityQuestCategory], { error: 'Unknown category' })
    .optional()
    .default(''),
});
export type CommunityQuestFilter = z.infer<typeof CommunityQuestFilter>;

const CardFields = {
  quest_id: z.string(),
  title: z.string(),
  description: z.string(),
  category: CommunityQuestCategory,
  difficulty: z.enum(QUEST_DIFFICULTIES),
  time_investment: z.string(),
};

const QuestFields = { ...CardFields, steps: z.array(z.string()) };

/**
 * One card of the browse list: what the card shows, the steps only counted (they come with the
 * start answer), whether this user has started it (active or completed), and the lock.
 */
export const CommunityQuestCard = z.strictObject({
  ...CardFields,
  step_count: z.number().int().nonnegative(),
  started: z.boolean(),
  locked: z.boolean(),
});
export type CommunityQuestCard = z.infer<typeof CommunityQuestCard>;

/**
 * GET /api/community-quests: newest first; for a free account that has used its 3, every quest not
 * started is locked. `free_quests_left` is null for subscribers. Per user, answered with an ETag
 * (Cache-Control: private, no-cache); If-None-Match with it gets 304.
 */
export const CommunityQuestList = z.object({
  free_quests_left: z.number().int().min(0).max(FREE_COMMUNITY_QUESTS).nullable(),
  quests: z.array(CommunityQuestCard),
});
export type CommunityQuestList = z.infer<typeof CommunityQuestList>;

/** One started quest on the dashboard (a quest_progress row with its quest). */
export const CommunityQuestProgress = z.object({
  quest_id: z.string(),
  completed_steps: z.array(z.number().int().nonnegative()),
  is_completed: z.boolean(),
  started_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
  quest: z.object(QuestFields),
});
export type CommunityQuestProgress = z.infer<typeof CommunityQuestProgress>;

/**
 * POST /api/community-quests/{quest_id}/start answers 201 with the new progress, or 200 with the
 * existing one when it was already started (idempotent); 402 when a free account has used its 3.
 * No body is needed; whatever one says is ignored.
 */
export const StartCommunityQuestBody = z.object({}).optional().default({});
export type StartCommunityQuestBody = z.infer<typeof StartCommunityQuestBody>;

/** GET /api/quest-progress?status=active (not completed, newest started first) or completed (the archive). */
export const CommunityQuestProgressQuery = z.object({
  status: z.enum(['active', 'completed']).optional().default('active'),
});
export type CommunityQuestProgressQuery = z.infer<typeof CommunityQuestProgressQuery>;

export const CommunityQuestProgressList = z.object({ progress: z.array(CommunityQuestProgress) });
export type CommunityQuestProgressList = z.infer<typeof CommunityQuestProgressList>;

/** POST /api/quest-progress/{quest_id}/toggle: ticks or un-ticks one step; answers the CommunityQuestProgress. */
export const ToggleQuestStepBody = z.object({
  step_index: z
    .number({ error: 'step_index must be a number' })
    .int('step_index must be a whole number')
    .min(0, 'step_index cannot be negative'),
});
export type ToggleQuestStepBody = z.infer<typeof ToggleQuestStepBody>;
