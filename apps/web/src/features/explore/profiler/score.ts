import {
  isProfilerAnswer as isAnswer,
  scoreProfilerAnswers,
  type InterestScores,
  type ProfilerAnswers,
} from '@sidequest/contracts';
import { PROFILER_ITEMS, type ProfilerItem } from './items';

/** Item id → answer, 1 (strongly dislike) to 5 (strongly like). */
export type Answers = ProfilerAnswers;

/**
 * Each interest's mean answer (1–5) mapped onto O*NET's 1–7 scale, rounded to two places. An interest
 * with no answer yet sits in the middle (4). The one scoring of libs/contracts: the server scores a saved profile
 * with the same function.
 */
export const scoreAnswers = (answers: Answers, items: ProfilerItem[] = PROFILER_ITEMS): InterestScores =>
  scoreProfilerAnswers(answers, items);

/** Only well-formed answers to known items: what a tampered or older saved copy is cut down to. */
export function cleanAnswers(raw: unknown, items: ProfilerItem[] = PROFILER_ITEMS): Answers {
  if (!raw || typeof raw !== 'object') return {};
  const source = raw as Record<string, unknown>;
  const clean: Answers = {};
  for (const item of items) if (isAnswer(source[item.id])) clean[item.id] = source[item.id] as number;
  return clean;
}

export const answeredCount = (answers: Answers, items: ProfilerItem[] = PROFILER_ITEMS) =>
  items.filter((item) => isAnswer(answers[item.id])).length;
