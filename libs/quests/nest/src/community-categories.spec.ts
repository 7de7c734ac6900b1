import { COMMUNITY_QUEST_CATEGORIES } from '@sidequest/contracts';
import { COMMUNITY_CATEGORIES } from '@sidequest/quests-domain';
import { describe, expect, it } from 'vitest';

// The domain may not import the contracts, nor the contracts anything: the one list stands in both,
// and this adapter lib, which may read both, holds them together.
describe('community categories', () => {
  it('are the same, in the same order, in the quests domain and in the shared contract', () => {
    expect([...COMMUNITY_CATEGORIES]).toEqual([...COMMUNITY_QUEST_CATEGORIES]);
  });
});
