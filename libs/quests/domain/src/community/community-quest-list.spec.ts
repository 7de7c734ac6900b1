import { describe, expect, it } from 'vitest';
import type { CommunityQuest } from './community-quest';
import {
  browseCommunityQuests,
  filterCommunityQuests,
  freeQuestsLeft,
  type CommunityQuestCard,
} from './community-quest-list';

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
  quest('new', {
    createdAt: new Date('2026-06-01T00:00:00Z'),
    description: 'Meet your NEIGHBOURS',
    category: 'Connection',
  }),
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

describe('locking for free users: any 3 of their choice', () => {
  const cards = (started: string[]): CommunityQuestCard[] =>
    quests.map(({ steps, ...q }) => ({ ...q, stepCount: steps.length, started: started.includes(q.questId) }));
  const locks = (browse: ReturnType<typeof browseCommunityQuests>) =>
    browse.quests.map((entry) => [entry.quest.questId, entry.locked]);

  it('locks nothing while fewer than three are started, wherever they sit in the list', () => {
    const browse = browseCommunityQuests(cards(['old', 'older']), {}, false);
    expect(browse.freeQuestsLeft).toBe(1);
    expect(browse.quests.some((entry) => entry.locked)).toBe(false);
  });

  it('once three are started, locks every quest not started, whatever the filter', () => {
    const started = cards(['old', 'older', 'mid-a']);
    expect(locks(browseCommunityQuests(started, {}, false))).toEqual([
      ['new', true],
      ['mid-a', false],
      ['mid-b', true],
      ['older', false],
      ['old', false],
    ]);
    expect(locks(browseCommunityQuests(started, { category: 'Connection' }, false))).toEqual([['new', true]]);
    expect(browseCommunityQuests(started, { search: 'budget' }, false).freeQuestsLeft).toBe(0);
  });

  it('counts started quests over the whole catalogue, not the filtered list', () => {
    expect(browseCommunityQuests(cards(['old', 'older']), { category: 'Career' }, false).freeQuestsLeft).toBe(1);
  });

  it('locks nothing for subscribers, and has no count for them', () => {
    const browse = browseCommunityQuests(cards(['old', 'older', 'mid-a', 'mid-b']), {}, true);
    expect(browse.quests.some((entry) => entry.locked)).toBe(false);
    expect(browse.freeQuestsLeft).toBeNull();
    expect([freeQuestsLeft(0, false), freeQuestsLeft(5, false), freeQuestsLeft(5, true)]).toEqual([3, 0, null]);
  });
});
