import type { Clock } from '@sidequest/kernel';
import { Profile } from '../model/profile.entity';
import type { ProfileRepository } from '../ports/profile-repository.port';

/** The profile's onboarding flag: what other contexts (quests, when onboarding is saved) ask accounts for. */
export class OnboardingStatus {
  constructor(private readonly deps: { profiles: ProfileRepository; clock: Clock }) {}

  async isCompleted(input: { userId: string }): Promise<boolean> {
    return (await this.deps.profiles.findByUserId(input.userId))?.onboardingCompleted ?? false;
  }

  /** Completes onboarding, creating the profile when the account has none yet. */
  async markCompleted(input: { userId: string }): Promise<void> {
    const now = this.deps.clock.now();
    const profile = (await this.deps.profiles.findByUserId(input.userId)) ?? Profile.startFor(input.userId, now);
    profile.completeOnboarding(now);
    await this.deps.profiles.save(profile);
  }
}
