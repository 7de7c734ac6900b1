import { describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import { Profile } from '../model/profile.entity';
import { InMemoryAccountsStore } from '../testing/in-memory-store';
import { InMemoryProfileRepository } from '../testing/in-memory-repositories';
import { OnboardingStatus } from './onboarding-status.use-case';

describe('OnboardingStatus', () => {
  it("completes the profile's onboarding, creating the profile when there is none", async () => {
    const profiles = new InMemoryProfileRepository(new InMemoryAccountsStore());
    const status = new OnboardingStatus({ profiles, clock: new FixedClock() });
    await profiles.save(Profile.startFor('u1', new Date()));
    expect(await status.isCompleted({ userId: 'u1' })).toBe(false);
    await status.markCompleted({ userId: 'u1' });
    await status.markCompleted({ userId: 'u2' });
    expect(await status.isCompleted({ userId: 'u1' })).toBe(true);
    expect(await status.isCompleted({ userId: 'u2' })).toBe(true);
    expect(await status.isCompleted({ userId: 'u3' })).toBe(false);
    await status.markCompleted({ userId: 'u1' });
    expect((await profiles.findByUserId('u1'))?.onboardingCompleted).toBe(true);
  });
});
