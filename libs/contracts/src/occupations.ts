import { z } from 'zod';
import { OccupationChoice, OccupationRef, OnetCode } from './quests';
import { REFLECTION_DIRECTIONS } from './reflections';

/** GET /api/occupations/search?q=: the typeahead behind every job field. */
export const OccupationSearchQuery = z.object({
  q: z
    .string({ error: 'Type a job title to search for.' })
    .trim()
    .min(1, 'Type a job title to search for.')
    .max(100, 'A job title must be at most 100 characters.'),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 10.' })
    .int('limit must be a whole number from 1 to 10.')
    .min(1, 'limit must be a whole number from 1 to 10.')
    .max(10, 'limit must be a whole number from 1 to 10.')
    .optional(),
});
export type OccupationSearchQuery = z.infer<typeof OccupationSearchQuery>;

/** One occupation found, best first: its code, O*NET title, score, and the title or alias that matched. */
export const OccupationSearchHit = OccupationChoice.extend({ matched: z.string().min(1).max(200) });
export type OccupationSearchHit = z.infer<typeof OccupationSearchHit>;

export const OccupationSearchResponse = z.object({
  /** The query as read (trimmed). */
  query: z.string(),
  results: z.array(OccupationSearchHit).max(10),
});
export type OccupationSearchResponse = z.infer<typeof OccupationSearchResponse>;

/** GET /api/occupations/groups: every occupation under its SOC major group, for browsing. */
export const OccupationGroupsResponse = z.object({
  groups: z.array(
    z.object({
      /** The major group's SOC code ("15-0000"). */
      code: z.string(),
      title: z.string(),
      occupations: z.array(OccupationRef),
    }),
  ),
});
export type OccupationGroupsResponse = z.infer<typeof OccupationGroupsResponse>;

/** The line every screen showing O*NET-derived data carries (O*NET's CC BY 4.0 license asks for it). */
export const ONET_ATTRIBUTION_TEXT =
  'This product includes information from O*NET (onetcenter.org) by the U.S. Department of Labor, Employment and ' +
  'Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET is a trademark of USDOL/ETA. ' +
  'SideQuest has modified all or some of this information; USDOL/ETA has not approved, endorsed, or tested these ' +
  'modifications.';

/** An O*NET-SOC code in a path (`/api/occupations/15-1252.00`). */
export const OccupationCodeParam = OnetCode;

/** The six RIASEC interests, each 1 (low) to 7 (high) as O*NET scores them. */
export const InterestScores = z.object(
  Object.fromEntries(
    (['R', 'I', 'A', 'S', 'E', 'C'] as const).map((key) => [
      key,
      z
        .number({ error: `${key} must be a number from 1 to 7.` })
        .min(1, `${key} must be a number from 1 to 7.`)
        .max(7, `${key} must be a number from 1 to 7.`),
    ]),
  ) as Record<'R' | 'I' | 'A' | 'S' | 'E' | 'C', z.ZodNumber>,
);
export type InterestScores = z.infer<typeof InterestScores>;

/** GET /api/occupations/:code: what an occupation's page shows (O*NET 29.3). */
export const OccupationDetail = z.object({
  code: OnetCode,
  title: z.string(),
  description: z.string(),
  /** Up to five of its core tasks. */
  tasks: z.array(z.string()).max(5),
  job_zone: z
    .object({
      zone: z.number().int().min(1).max(5),
      name: z.string(),
      experience: z.string(),
      education: z.string(),
      training: z.string(),
    })
    .nullable(),
  interests: z.object({ scores: InterestScores, high_points: z.string() }).nullable(),
  related: z.array(OccupationRef).max(8),
});
export type OccupationDetail = z.infer<typeof OccupationDetail>;

/** POST /api/occupations/by-interests: occupations ranked by how well their interest profile fits a person's. */
export const OccupationsByInterestsBody = z.object({
  interests: InterestScores,
  /** Only these job zones (how much preparation the person wants); all when absent. */
  zones: z
    .array(z.number().int('A job zone is 1 to 5.').min(1, 'A job zone is 1 to 5.').max(5, 'A job zone is 1 to 5.'))
    .max(5)
    .optional(),
  limit: z.number().int().min(1).max(50).optional(),
});
export type OccupationsByInterestsBody = z.infer<typeof OccupationsByInterestsBody>;

export const OccupationsByInterestsResponse = z.object({
  results: z.array(OccupationRef.extend({ fit: z.number().min(-1).max(1), job_zone: z.number().int().nullable() })),
});
export type OccupationsByInterestsResponse = z.infer<typeof OccupationsByInterestsResponse>;

/** GET /api/occupations/:code/next?direction=: "Try next" after a quest on that occupation. */
export const NextOccupationsQuery = z.object({
  direction: z.enum(REFLECTION_DIRECTIONS, { error: 'direction must be "more" or "different"' }),
});
export type NextOccupationsQuery = z.infer<typeof NextOccupationsQuery>;

/** Up to five occupations to try next: close relatives for "more", relatives of a different bent for "different". */
export const NextOccupationsResponse = z.object({ occupations: z.array(OccupationRef).max(5) });
export type NextOccupationsResponse = z.infer<typeof NextOccupationsResponse>;
