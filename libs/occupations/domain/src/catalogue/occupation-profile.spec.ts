import { describe, expect, it } from 'vitest';
import {
  INTERESTS,
  interestFit,
  jobZones,
  occupationProfile,
  occupationsByInterests,
  occupationsToTryNext,
} from './occupation-profile';

describe("an occupation's profile", () => {
  it('holds its core tasks, job zone in words, interest profile and related occupations', () => {
    const electricians = occupationProfile('47-2111.00');
    expect(electricians?.occupation.title).toBe('Electricians');
    expect(electricians?.tasks.length).toBe(5);
    expect(electricians?.jobZone?.name).toMatch(/^Job Zone Three/);
    expect(electricians?.interests?.highPoints).toMatch(/^R/);
    expect(electricians?.related.length).toBeGreaterThan(0);
    expect(electricians?.related.length).toBeLessThanOrEqual(8);
    expect(electricians?.related.map((o) => o.code)).not.toContain('47-2111.00');
  });

  it('answers a 2010 code with its successor, and nothing for a code O*NET never had', () => {
    expect(occupationProfile('15-1132.00')?.occupation.code).toBe('15-1252.00');
    expect(occupationProfile('99-9999.99')).toBeUndefined();
  });

  it("knows O*NET's five job zones", () => {
    expect([...jobZones().keys()]).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('occupations ranked by interests', () => {
  it("ranks an occupation in its own top ten for a person whose profile equals the occupation's", () => {
    for (const code of ['47-2111.00', '27-1013.00', '15-2051.00', '21-1021.00']) {
      const own = occupationProfile(code)?.interests?.scores;
      expect(own, code).toBeDefined();
      const top = occupationsByInterests(own!, { limit: 10 }).map((r) => r.occupation.code);
      expect(top, code).toContain(code);
    }
  });

  it('puts hands-on jobs first for someone who likes only Realistic work', () => {
    const realistic = { R: 7, I: 1, A: 1, S: 1, E: 1, C: 1 };
    const top = occupationsByInterests(realistic, { limit: 10 });
    for (const { occupation } of top) expect(occupationProfile(occupation.code)?.interests?.highPoints[0]).toBe('R');
  });

  it('keeps to the job zones asked for, and measures fit as a correlation', () => {
    const person = { R: 2, I: 6, A: 3, S: 2, E: 2, C: 4 };
    for (const { occupation } of occupationsByInterests(person, { zones: [4, 5], limit: 30 }))
      expect([4, 5]).toContain(occupation.jobZone);
    expect(interestFit(person, person)).toBeCloseTo(1);
    expect(interestFit(person, { R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 })).toBe(0);
    expect(INTERESTS).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
  });
});

describe('occupationsToTryNext', () => {
  const top = (code: string) => occupationProfile(code)?.interests?.highPoints[0];
  const CODES = ['47-2031.00', '29-1141.00', '15-1252.00', '27-1023.00', '35-2014.00'];

  it('offers, after a liked quest, up to five of its related occupations, those sharing its top interest first', () => {
    for (const code of CODES) {
      const related = occupationProfile(code)!.related.map((o) => o.code);
      const next = occupationsToTryNext(code, 'more').map((o) => o.code);
      expect(next.length).toBeGreaterThanOrEqual(3);
      expect(next.length).toBeLessThanOrEqual(5);
      expect(next.every((c) => related.includes(c))).toBe(true);
      const shares = next.map((c) => top(c) === top(code));
      // Once one does not share the top interest, none after it does.
      expect(shares.indexOf(false) === -1 || !shares.slice(shares.indexOf(false)).includes(true)).toBe(true);
    }
  });

  it('offers, after "something different", related occupations of another top interest, never the same one', () => {
    for (const code of CODES) {
      const next = occupationsToTryNext(code, 'different');
      expect(next.length).toBeGreaterThanOrEqual(3);
      expect(next.length).toBeLessThanOrEqual(5);
      expect(next.every((o) => top(o.code) !== top(code) && o.code !== code)).toBe(true);
      expect(new Set(next.map((o) => o.code)).size).toBe(next.length);
    }
    // The two directions differ for a person who wants a change.
    expect(occupationsToTryNext('47-2031.00', 'different')).not.toEqual(occupationsToTryNext('47-2031.00', 'more'));
  });

  it('answers nothing for a code O*NET never had, and a 2010 code through its successor', () => {
    expect(occupationsToTryNext('99-9999.99', 'more')).toEqual([]);
    expect(occupationsToTryNext('15-1132.00', 'more').length).toBeGreaterThanOrEqual(3);
  });
});
