import { describe, expect, it } from 'vitest';
import { LANDING_LIBRARY } from './landing-library';
import {
  canSeeQuests,
  detectCategories,
  filterLandingQuests,
  joinQuizAnswers,
  suggestLandingQuests,
} from './landing-quiz';

describe('the landing quiz', () => {
  it('enables "See my quests" once one field is non-blank, and joins the rest with commas', () => {
    expect(canSeeQuests(['', '  ', ''])).toBe(false);
    expect(canSeeQuests(['', 'nurse', ''])).toBe(true);
    expect(joinQuizAnswers([' nurse ', '', 'pilot'])).toBe('nurse, pilot');
  });

  it('keeps the top 3 categories by keyword hits, with exploration as the fallback', () => {
    expect(detectCategories('nurse in a hospital, data analyst, teacher')[0]).toBe('healthcare');
    expect(detectCategories('nurse, data analyst, teacher, farmer, banker')).toHaveLength(3);
    expect(detectCategories('zzz')).toEqual(['exploration']);
  });

  it('has at least 8 quests in every group, with unique ids', () => {
    const ids = Object.values(LANDING_LIBRARY).flatMap((group) => group.map((q) => q.id));
    for (const group of Object.values(LANDING_LIBRARY)) expect(group.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every quest of the library (landing-library.json) one of the four kinds', () => {
    const kinds = Object.values(LANDING_LIBRARY).flatMap((group) => group.map((q) => q.category));
    expect(new Set(kinds)).toEqual(new Set(['learning', 'money', 'both', 'self-discovery']));
  });

  it('merges categories with exploration and self-discovery, without duplicates, capped at 6', () => {
    for (const answer of ['nurse', 'nurse, engineer, teacher', 'zzz', 'painter, data analyst']) {
      const quests = suggestLandingQuests(answer);
      expect(quests).toHaveLength(6);
      expect(new Set(quests.map((q) => q.id)).size).toBe(6);
      expect(quests.some((q) => q.id.startsWith('l-exploration-'))).toBe(true);
      expect(quests.some((q) => q.id.startsWith('l-self-discovery-'))).toBe(true);
    }
    expect(suggestLandingQuests('nurse')[0].id).toMatch(/^l-healthcare-/);
  });

  it("filters by the spec's mapping", () => {
    const quests = Object.values(LANDING_LIBRARY).flat();
    expect(filterLandingQuests(quests, 'all')).toHaveLength(quests.length);
    expect(filterLandingQuests(quests, 'self-discovery').every((q) => q.category === 'self-discovery')).toBe(true);
    expect(filterLandingQuests(quests, 'financial').every((q) => q.category === 'money' || q.category === 'both')).toBe(
      true,
    );
    expect(filterLandingQuests(quests, 'career').every((q) => q.category === 'learning' || q.category === 'both')).toBe(
      true,
    );
    expect(filterLandingQuests(quests, 'career').some((q) => q.category === 'both')).toBe(true);
  });
});
