import { z } from 'zod';

export const REFLECTION_DIRECTIONS = ['more', 'different'] as const;
export const REFLECTION_SURPRISE_MAX = 280;

/** POST /api/progress/reflections: how a finished (or left) quest felt. A second answer replaces the first. */
export const SaveReflectionRequest = z.object({
  quest_id: z.string({ error: 'quest_id is required' }).min(1, 'quest_id is required').max(120),
  rating: z
    .number({ error: 'rating is required: 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be from 1 to 5')
    .max(5, 'rating must be from 1 to 5'),
  direction: z.enum(REFLECTION_DIRECTIONS, { error: 'direction must be "more" or "different"' }),
  surprise: z
    .string()
    .trim()
    .max(REFLECTION_SURPRISE_MAX, `Keep it to ${REFLECTION_SURPRISE_MAX} characters`)
    .optional()
    .transform((s) => (s ? s : undefined)),
  /** Why the quest ended: all milestones ticked, or the person picked another. */
  ended: z.enum(['finished', 'switched'], { error: 'ended must be "finished" or "switched"' }),
});
export type SaveReflectionRequest = z.input<typeof SaveReflectionRequest>;

export const ReflectionEntry = z.object({
  quest_id: z.string(),
  quest_title: z.string(),
  occupation: z.string().nullable(),
  /** The occupation's O*NET-SOC code: where "Try next" starts from. */
  occupation_code: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  direction: z.enum(REFLECTION_DIRECTIONS),
  surprise: z.string().nullable(),
  ended: z.enum(['finished', 'switched']),
  started_at: z.string().nullable(),
  ended_at: z.string(),
});
export type ReflectionEntry = z.infer<typeof ReflectionEntry>;

/** GET /api/progress/reflections: the quest log, newest first. */
export const QuestLogResponse = z.object({ entries: z.array(ReflectionEntry) });
export type QuestLogResponse = z.infer<typeof QuestLogResponse>;
