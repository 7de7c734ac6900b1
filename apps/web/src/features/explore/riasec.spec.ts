import { describe, expect, it } from 'vitest';
import { preparationOf, rankInterests } from './riasec';

describe('RIASEC words', () => {
  it('says a job zone in plain words', () => {
    expect(preparationOf('Job Zone Two: Some Preparation Needed')).toBe('Some preparation');
    expect(preparationOf('Job Zone One: Little or No Preparation Needed')).toBe('Little or no preparation');
  });

  it('ranks interests by score, ties in R I A S E C order', () => {
    expect(rankInterests({ R: 2, I: 6, A: 2, S: 5, E: 2, C: 6 })).toEqual(['I', 'C', 'S', 'R', 'A', 'E']);
  });
});
