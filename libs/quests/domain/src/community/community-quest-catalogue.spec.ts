import { describe, expect, it } from 'vitest';
import { COMMUNITY_CATEGORIES, DIFFICULTIES, MAX_STEPS, MIN_STEPS } from './community-quest';
import { communityQuestCatalogue } from './community-quest-catalogue';

describe('the community quest catalogue', () => {
  const catalogue = communityQuestCatalogue();

  it('holds at least 48 quests, 8 in each category', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(48);
    for (const category of COMMUNITY_CATEGORIES) {
      expect(
        catalogue.filter((quest) => quest.category === category),
        category,
      ).toHaveLength(8);
    }
  });

  it('gives every quest a stable slug, a difficulty, a time investment and 4 to 8 real steps', () => {
    expect(new Set(catalogue.map((quest) => quest.questId)).size).toBe(catalogue.length);
    for (const quest of catalogue) {
      expect(quest.questId, quest.questId).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(DIFFICULTIES).toContain(quest.difficulty);
      expect(quest.title.length, quest.questId).toBeGreaterThan(5);
      expect(quest.description.length, quest.questId).toBeGreaterThan(60);
      expect(quest.timeInvestment, quest.questId).toMatch(/\d/);
      expect(quest.steps.length, quest.questId).toBeGreaterThanOrEqual(MIN_STEPS);
      expect(quest.steps.length, quest.questId).toBeLessThanOrEqual(MAX_STEPS);
      for (const step of quest.steps) expect(step, quest.questId).toMatch(/^[A-Z"].{15,}[.?!"]$/);
      expect(new Set(quest.steps).size, quest.questId).toBe(quest.steps.length);
    }
  });

  it('has no duplicated titles and offers every difficulty in every category', () => {
    expect(new Set(catalogue.map((quest) => quest.title.toLowerCase())).size).toBe(catalogue.length);
    for (const category of COMMUNITY_CATEGORIES) {
      const levels = new Set(catalogue.filter((quest) => quest.category === category).map((quest) => quest.difficulty));
      expect(levels.has('Beginner') && levels.has('Intermediate') && levels.has('Advanced'), category).toBe(true);
    }
  });

  it('is the same data every time it is built, so the seed can run again safely', () => {
    expect(communityQuestCatalogue()).toEqual(catalogue);
  });
});
