import { z } from 'zod';
import { InterestScores } from './occupations';

/** Holland's six interests in O*NET's order: the profiler's items ask about each in turn. */
export const PROFILER_INTERESTS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type ProfilerInterest = (typeof PROFILER_INTERESTS)[number];

/** How many items the profiler asks about each interest. */
export const PROFILER_ROUNDS = 6;

/**
 * The interest profiler's item ids, in the order the profiler asks them: `R1 I1 A1 S1 E1 C1 R2 …`. An id is
 * its interest's letter and its round, so the web's wording (apps/web explore profiler/items.ts) and the
 * server's scoring share one key. Saved answers are keyed by it: never renumber.
 */
export const PROFILER_ITEM_IDS: readonly string[] = Array.from({ length: PROFILER_ROUNDS }, (_, round) =>
  PROFILER_INTERESTS.map((interest) => `${interest}${round + 1}`),
).flat();

/** An item of the profiler as scoring sees it: which interest an answer counts towards. */
export interface ProfilerItemKey {
  id: string;
  interest: ProfilerInterest;
}

export const PROFILER_ITEM_KEYS: readonly ProfilerItemKey[] = PROFILER_ITEM_IDS.map((id) => ({
  id,
  interest: id[0] as ProfilerInterest,
}));

/** Item id → answer, 1 (strongly dislike) to 5 (strongly like). */
export type ProfilerAnswers = Record<string, number>;

export const isProfilerAnswer = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * Each interest's mean answer (1–5) mapped onto O*NET's 1–7 scale, rounded to two places. An interest
 * with no answer yet sits in the middle (4). The same pure function scores in the browser and on the server.
 */
export function scoreProfilerAnswers(
  answers: ProfilerAnswers,
  items: readonly ProfilerItemKey[] = PROFILER_ITEM_KEYS,
): InterestScores {
  const sums = Object.fromEntries(PROFILER_INTERESTS.map((key) => [key, { total: 0, count: 0 }])) as Record<
    ProfilerInterest,
    { total: number; count: number }
  >;
  for (const item of items) {
    const answer = answers[item.id];
    if (!isProfilerAnswer(answer)) continue;
    sums[item.interest].total += answer;
    sums[item.interest].count += 1;
  }
  const score = ({ total, count }: { total: number; count: number }) =>
    count === 0 ? 4 : Math.round((1 + ((total / count - 1) * 6) / 4) * 100) / 100;
  return {
    R: score(sums.R),
    I: score(sums.I),
    A: score(sums.A),
    S: score(sums.S),
    E: score(sums.E),
    C: score(sums.C),
  };
}

const KNOWN_IDS = new Set(PROFILER_ITEM_IDS);
const ANSWER_ERROR = (id: string) => `answers.${id} must be a whole number from 1 to 5`;

/**
 * PUT /api/interest-profile: the signed-in person's profiler answers so far (some or all of the items),
 * each item id of PROFILER_ITEM_IDS with a whole number from 1 to 5.
 */
export const SaveInterestProfileBody = z.strictObject(
  {
    answers: z
      .record(z.string(), z.unknown(), { error: 'answers is required: an object of item id to 1–5' })
      .superRefine((answers, ctx) => {
        for (const [id, value] of Object.entries(answers)) {
          if (!KNOWN_IDS.has(id)) ctx.addIssue({ code: 'custom', message: `answers.${id} is not a profiler item` });
          else if (!isProfilerAnswer(value)) ctx.addIssue({ code: 'custom', message: ANSWER_ERROR(id) });
        }
      })
      .transform((answers) => answers as ProfilerAnswers),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type SaveInterestProfileBody = z.infer<typeof SaveInterestProfileBody>;

/** A saved interest profile: the answers, the six scores computed from them, and when they were saved. */
export const SavedInterestProfile = z.object({
  answers: z.record(z.string(), z.number().int().min(1).max(5)),
  /** How many of the PROFILER_ITEM_IDS are answered. */
  answered: z.number().int().min(0),
  scores: InterestScores,
  updated_at: z.iso.datetime(),
});
export type SavedInterestProfile = z.infer<typeof SavedInterestProfile>;

/**
 * GET, PUT and DELETE /api/interest-profile: the signed-in person's saved profile, or null when they never
 * saved one (or retook it since). Each person sees only their own.
 */
export const InterestProfileResponse = z.object({ profile: SavedInterestProfile.nullable() });
export type InterestProfileResponse = z.infer<typeof InterestProfileResponse>;
