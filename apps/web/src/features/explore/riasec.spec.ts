import { describe, expect, it } from 'vitest';
import { preparationOf, rankInterests, strongestInterests } from './riasec';

describe('RIASEC words', () => {
  it('says a job zone in plain words', () => {
    expect(preparationOf('Job Zone Two: Some Preparation Needed')).toBe('Some preparation');
    expect(preparationOf('Job Zone One: Little or No Preparation Needed')).toBe('Little or no preparation');
  });

  it('ranks interests by score, ties in R I A S E C order', () => {
    expect(rankInterests({ R: 2, I: 6, A: 2, S: 5, E: 2, C: 6 })).toEqual(['I', 'C', 'S', 'R', 'A', 'E']);
  });

  it('names as strongest up to three interests, past the first only those at the middle of the scale or above', () => {
    expect(strongestInterests({ R: 7, I: 1, A: 1, S: 1, E: 1, C: 1 })).toEqual(['R']);
    expect(strongestInterests({ R: 2.5, I: 2.5, A: 7, S: 2.5, E: 2.5, C: 2.5 })).toEqual(['A']);
    expect(strongestInterests({ R: 4, I: 6, A: 5, S: 6.5, E: 1, C: 4 })).toEqual(['S', 'I', 'A']);
  });
});
