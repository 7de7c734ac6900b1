import type { InterestScores } from '@sidequest/contracts';
import type { Interest } from '../riasec';
import { PROFILER_ITEMS, type ProfilerItem } from './items';

/** Item id → answer, 1 (strongly dislike) to 5 (strongly like). */
export type Answers = Record<string, number>;

const isAnswer = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * Each interest's mean answer (1–5) mapped onto O*NET's 1–7 scale, rounded to two places. An interest
 * with no answer yet sits in the middle (4).
 */
export function scoreAnswers(answers: Answers, items: ProfilerItem[] = PROFILER_ITEMS): InterestScores {
  const sums: Record<Interest, { total: number; count: number }> = {
    R: { total: 0, count: 0 },
    I: { total: 0, count: 0 },
    A: { total: 0, count: 0 },
    S: { total: 0, count: 0 },
    E: { total: 0, count: 0 },
    C: { total: 0, count: 0 },
  };
  for (const item of items) {
    const answer = answers[item.id];
    if (!isAnswer(answer)) continue;
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
