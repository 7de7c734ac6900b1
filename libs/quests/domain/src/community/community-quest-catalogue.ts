import type { CommunityCategory, CommunityQuest } from './community-quest';
import { CAREER_QUESTS } from './career.quests';
import { CONNECTION_QUESTS } from './connection.quests';
import { CREATIVE_QUESTS } from './creative.quests';
import { ENTREPRENEURSHIP_QUESTS } from './entrepreneurship.quests';
import { FINANCIAL_QUESTS } from './financial.quests';
import { LIFESTYLE_QUESTS } from './lifestyle.quests';
import type { QuestDraft } from './quest-draft';

const BY_CATEGORY: Record<CommunityCategory, QuestDraft[]> = {
  Financial: FINANCIAL_QUESTS,
  Career: CAREER_QUESTS,
  Lifestyle: LIFESTYLE_QUESTS,
  Creative: CREATIVE_QUESTS,
  Entrepreneurship: ENTREPRENEURSHIP_QUESTS,
  Connection: CONNECTION_QUESTS,
};

/** The seeded created_at of the catalogue's first entry; every later entry is one minute older. */
export const CATALOGUE_PUBLISHED_AT = new Date('2026-01-01T12:00:00Z');

/**
 * The catalogue in its list order. Categories are interleaved round-robin (each category's easiest
 * quests first), so the unfiltered list opens with a varied set and the free three are approachable.
 * created_at counts down one minute per place, so "newest first" gives back exactly this order.
 */
export function communityQuestCatalogue(): CommunityQuest[] {
  const categories = Object.keys(BY_CATEGORY) as CommunityCategory[];
  const rounds = Math.max(...categories.map((category) => BY_CATEGORY[category].length));
  const ordered: { category: CommunityCategory; draft: QuestDraft }[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const category of categories) {
      const draft = BY_CATEGORY[category][round];
      if (draft) ordered.push({ category, draft });
    }
  }
  return ordered.map(({ category, draft }, place) => ({
    ...draft,
    steps: [...draft.steps],
    category,
    createdAt: new Date(CATALOGUE_PUBLISHED_AT.getTime() - place * 60_000),
  }));
}
