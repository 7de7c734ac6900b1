import { describe, expect, it } from 'vitest';
import { CommunityQuestFilter, CommunityQuestList, ToggleQuestStepBody } from './community-quests';
import { SubscriptionStatus } from './billing';

describe('community quest contracts', () => {
  it('reads the list filter with empty defaults and an exact category', () => {
    expect(CommunityQuestFilter.parse({})).toEqual({ search: '', category: '' });
    expect(CommunityQuestFilter.parse({ search: '  budget ', category: 'Financial' })).toEqual({
      search: 'budget',
      category: 'Financial',
    });
    const wrongCase = CommunityQuestFilter.safeParse({ category: 'financial' });
    expect(wrongCase.success).toBe(false);
    expect(wrongCase.error?.issues[0].message).toBe('Unknown category');
  });

  it('fixes the list shape', () => {
    const quest = {
      quest_id: 'build-a-500-cushion',
      title: 'Build a $500 Cushion',
      description: 'd',
      category: 'Financial',
      difficulty: 'Beginner',
      time_investment: '20 min/day for 2 weeks',
      step_count: 4,
      started: false,
      locked: true,
    };
    expect(CommunityQuestList.parse({ free_quests_left: 0, quests: [quest] })).toEqual({
      free_quests_left: 0,
      quests: [quest],
    });
    expect(
      CommunityQuestList.safeParse({ free_quests_left: null, quests: [{ ...quest, locked: undefined }] }).success,
    ).toBe(false);
    // A card never carries the steps themselves.
    expect(
      CommunityQuestList.safeParse({ free_quests_left: null, quests: [{ ...quest, steps: ['a', 'b', 'c', 'd'] }] })
        .success,
    ).toBe(false);
    // The free places are 0 to 3, or null with premium.
    expect(CommunityQuestList.safeParse({ free_quests_left: 4, quests: [] }).success).toBe(false);
    expect(CommunityQuestList.safeParse({ quests: [] }).success).toBe(false);
  });

  it('accepts only whole, non-negative step indices', () => {
    expect(ToggleQuestStepBody.parse({ step_index: 2 })).toEqual({ step_index: 2 });
    expect(ToggleQuestStepBody.safeParse({ step_index: -1 }).error?.issues[0].message).toBe(
      'step_index cannot be negative',
    );
    expect(ToggleQuestStepBody.safeParse({ step_index: 1.5 }).success).toBe(false);
    expect(ToggleQuestStepBody.safeParse({ step_index: '1' }).success).toBe(false);
  });
});

describe('billing contracts', () => {
  it("carries the spec's three fields with nulls for a free user", () => {
    const free = {
      subscribed: false,
      product_id: null,
      subscription_end: null,
      status: 'none',
      cancel_at_period_end: false,
      grace_ends_at: null,
      mode: 'local_test',
    };
    expect(SubscriptionStatus.parse(free)).toEqual(free);
    expect(SubscriptionStatus.safeParse({ ...free, subscription_end: 'next month' }).success).toBe(false);
  });
});
