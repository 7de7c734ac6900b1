import { describe, expect, it } from 'vitest';
import { PROFILER_ITEM_KEYS } from '@sidequest/contracts';
import { rankInterests } from '../riasec';
import { PAGE_SIZE, PROFILER_ITEMS } from './items';
import { answeredCount, cleanAnswers, scoreAnswers, type Answers } from './score';

const all = (value: number): Answers => Object.fromEntries(PROFILER_ITEMS.map((item) => [item.id, value]));

describe('the interest profiler', () => {
  it('asks at least 30 distinct activities, five or more per interest, each page one of every interest', () => {
    expect(PROFILER_ITEMS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PROFILER_ITEMS.map((i) => i.id)).size).toBe(PROFILER_ITEMS.length);
    expect(new Set(PROFILER_ITEMS.map((i) => i.text)).size).toBe(PROFILER_ITEMS.length);
    for (const key of ['R', 'I', 'A', 'S', 'E', 'C'])
      expect(PROFILER_ITEMS.filter((i) => i.interest === key).length).toBeGreaterThanOrEqual(5);
    const firstPage = PROFILER_ITEMS.slice(0, PAGE_SIZE).map((i) => i.interest);
    expect(new Set(firstPage).size).toBe(6);
  });

  it("maps each interest's mean answer, 1 to 5, onto O*NET's 1 to 7", () => {
    expect(scoreAnswers(all(1))).toEqual({ R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 });
    expect(scoreAnswers(all(5))).toEqual({ R: 7, I: 7, A: 7, S: 7, E: 7, C: 7 });
    expect(scoreAnswers(all(3)).R).toBe(4);
    // Realistic answered 5,5,5,4,4,4: mean 4.5 → 1 + 3.5 × 1.5 = 6.25.
    const realistic = PROFILER_ITEMS.filter((i) => i.interest === 'R');
    const answers = { ...all(1), ...Object.fromEntries(realistic.map((item, n) => [item.id, n < 3 ? 5 : 4])) };
    const scores = scoreAnswers(answers);
    expect(scores.R).toBe(6.25);
    expect(rankInterests(scores)[0]).toBe('R');
  });

  it('counts and keeps only well-formed answers to known items', () => {
    const raw = { R1: 5, I1: 0, A1: 6, S1: 2.5, E1: '4', C1: 3, nope: 4 };
    expect(cleanAnswers(raw)).toEqual({ R1: 5, C1: 3 });
    expect(cleanAnswers('junk')).toEqual({});
    expect(answeredCount(cleanAnswers(raw))).toBe(2);
  });

  it('asks exactly the items the server knows, in its order and with the same interests (saved answers are keyed by them)', () => {
    expect(PROFILER_ITEMS.map(({ id, interest }) => ({ id, interest }))).toEqual(PROFILER_ITEM_KEYS);
  });
});
