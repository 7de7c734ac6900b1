import { describe, expect, it } from 'vitest';
import {
  ClearInterestProfile,
  GetInterestProfile,
  SaveInterestProfile,
  type InterestProfileRepository,
  type SavedInterestProfile,
} from './interest-profile';

const inMemory = (): InterestProfileRepository => {
  const rows = new Map<string, SavedInterestProfile>();
  return {
    find: async (userId) => rows.get(userId) ?? null,
    save: async (profile) => void rows.set(profile.userId, profile),
    clear: async (userId) => void rows.delete(userId),
  };
};

describe('interest profile use cases', () => {
  it('saves, reads back per person, replaces, and clears', async () => {
    const profiles = inMemory();
    const clock = { now: () => new Date('2026-11-28T10:00:00Z') };
    const save = new SaveInterestProfile({ profiles, clock });
    const get = new GetInterestProfile({ profiles });
    await save.execute({ userId: 'a', answers: { R1: 5 } });
    await save.execute({ userId: 'a', answers: { R1: 4, I1: 2 } });
    expect(await get.execute({ userId: 'a' })).toEqual({
      userId: 'a',
      answers: { R1: 4, I1: 2 },
      updatedAt: new Date('2026-11-28T10:00:00Z'),
    });
    expect(await get.execute({ userId: 'b' })).toBeNull();
    await new ClearInterestProfile({ profiles }).execute({ userId: 'a' });
    expect(await get.execute({ userId: 'a' })).toBeNull();
  });
});
