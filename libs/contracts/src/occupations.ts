import { z } from 'zod';
import { OccupationChoice } from './quests';

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

/** The line every screen showing O*NET-derived data carries (O*NET's CC BY 4.0 license asks for it). */
export const ONET_ATTRIBUTION_TEXT =
  'This product includes information from O*NET (onetcenter.org) by the U.S. Department of Labor, Employment and ' +
  'Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET is a trademark of USDOL/ETA. ' +
  'SideQuest has modified all or some of this information; USDOL/ETA has not approved, endorsed, or tested these ' +
  'modifications.';
