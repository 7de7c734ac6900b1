import { describe, expect, it } from 'vitest';
import type { CommunityQuest } from './community-quest';
import { canStart, filterCommunityQuests, listCommunityQuests } from './community-quest-list';

const quest = (questId: string, over: Partial<CommunityQuest> = {}): CommunityQuest => ({
  questId,
  title: `Quest ${questId}`,
  description: 'Something worth doing',
  category: 'Career',
  difficulty: 'Beginner',
  timeInvestment: '10 min/day for 1 week',
  steps: ['One.', 'Two.', 'Three.', 'Four.'],
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});

const quests = [
  quest('old', { createdAt: new Date('2025-01-01T00:00:00Z'), title: 'Budget Basics', category: 'Financial' }),
  quest('new', { createdAt: new Date('2026-06-01T00:00:00Z'), description: 'Meet your NEIGHBOURS', category: 'Connection' }),
  quest('mid-b', { createdAt: new Date('2026-03-01T00:00:00Z') }),
  quest('mid-a', { createdAt: new Date('2026-03-01T00:00:00Z'), category: 'Creative' }),
  quest('older', { createdAt: new Date('2025-06-01T00:00:00Z'), category: 'Lifestyle' }),
];

describe('filtering the community list', () => {
  it('orders newest first, then by quest_id', () => {
    expect(filterCommunityQuests(quests, {}).map((q) => q.questId)).toEqual(['new', 'mid-a', 'mid-b', 'older', 'old']);
  });

  it('searches title, description and category without regard to case', () => {
    expect(filterCommunityQuests(quests, { search: 'budget' }).map((q) => q.questId)).toEqual(['old']);
    expect(filterCommunityQuests(quests, { search: 'neighbours' }).map((q) => q.questId)).toEqual(['new']);
    expect(filterCommunityQuests(quests, { search: '  CREATIVE ' }).map((q) => q.questId)).toEqual(['mid-a']);
    expect(filterCommunityQuests(quests, { search: 'nothing like this' })).toEqual([]);
  });

  it('matches the category exactly', () => {
    expect(filterCommunityQuests(quests, { category: 'Career' }).map((q) => q.questId)).toEqual(['mid-b']);
    expect(filterCommunityQuests(quests, { category: 'career' })).toEqual([]);
    expect(filterCommunityQuests(quests, { category: 'Car' })).toEqual([]);
  });
});

describe('locking for free users', () => {
  it('locks everything after the first three of the filtered list', () => {
    const listed = listCommunityQuests(quests, {}, false);
    expect(listed.map((entry) => [entry.quest.questId, entry.locked])).toEqual([
      ['new', false], ['mid-a', false], ['mid-b', false], ['older', true], ['old', true],
    ]);
  });

  it('counts the three within the filter, so a narrower list unlocks different quests', () => {
    expect(listCommunityQuests(quests, { search: 'o' }, false).filter((e) => !e.locked)).toHaveLength(3);
    expect(canStart(quests, 'old', {}, false)).toBe(false);
    expect(canStart(quests, 'old', { category: 'Financial' }, false)).toBe(true);
  });

  it('locks nothing for subscribers', () => {
    expect(listCommunityQuests(quests, {}, true).some((entry) => entry.locked)).toBe(false);
    expect(canStart(quests, 'old', {}, true)).toBe(true);
  });
});
