import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateQuestDrafts } from './built-in-quest-generator';

describe('the generator on any input', () => {
  it('returns 3 distinct, bounded, plain-text quests for any string up to 500 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500, unit: 'grapheme' }), (answer) => {
        const quests = generateQuestDrafts(answer);
        expect(quests).toHaveLength(3);
        expect(new Set(quests.map((q) => q.id)).size).toBe(3);
        for (const q of quests) {
          expect(q.title.length).toBeGreaterThan(0);
          expect(q.title.length).toBeLessThanOrEqual(60);
          expect(`${q.title}${q.description}`).not.toMatch(/[<>{}`$\\]/);
        }
        expect(generateQuestDrafts(answer)).toEqual(quests);
      }),
      { numRuns: 300 },
    );
  });
});
