import { z } from 'zod';

/** GET /api/progress/awards: the signed-in person's own points, level and badges (earned once, kept). */
export const ProgressionResponse = z.object({
  points: z.number().int().min(0),
  level: z.object({
    number: z.number().int().min(1),
    /** On theme: Novice, Apprentice, Journeyer, … */
    name: z.string(),
    /** Points the level starts at. */
    from: z.number().int(),
    /** Points the next level starts at; null at the top level. */
    next: z.number().int().nullable(),
    /** Points still needed for the next level (0 at the top). */
    to_next: z.number().int().min(0),
  }),
  /** Every badge in display order: earned ones carry earned_at, the rest say how to earn them. */
  badges: z.array(
    z.object({
      id: z.enum(['first-quest', 'three-occupations', 'four-week-streak', 'first-reflection']),
      name: z.string(),
      how_to: z.string(),
      earned_at: z.string().nullable(),
    }),
  ),
});
export type ProgressionResponse = z.infer<typeof ProgressionResponse>;
