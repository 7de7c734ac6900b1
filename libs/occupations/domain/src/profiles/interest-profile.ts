import type { Clock } from '@sidequest/kernel';

/** A signed-in person's interest profiler answers as saved: item id → 1 (strongly dislike) to 5 (strongly like). */
export interface SavedInterestProfile {
  userId: string;
  answers: Readonly<Record<string, number>>;
  updatedAt: Date;
}

/** Where the saved answers live: one per person (occupations' `interest_profiles`). */
export interface InterestProfileRepository {
  find(userId: string): Promise<SavedInterestProfile | null>;
  save(profile: SavedInterestProfile): Promise<void>;
  /** Removes the person's saved answers; nothing to remove is fine. */
  clear(userId: string): Promise<void>;
}

export interface InterestProfilePorts {
  profiles: InterestProfileRepository;
  clock: Clock;
}

/** The person's saved answers, or null when they never saved any (or retook since). */
export class GetInterestProfile {
  constructor(private readonly ports: Pick<InterestProfilePorts, 'profiles'>) {}
  execute(input: { userId: string }): Promise<SavedInterestProfile | null> {
    return this.ports.profiles.find(input.userId);
  }
}

/**
 * Saves the answers so far, replacing the previous ones (the browser sends all it has). The answers come
 * checked at the edge (known item ids, whole numbers 1–5).
 */
export class SaveInterestProfile {
  constructor(private readonly ports: InterestProfilePorts) {}
  async execute(input: { userId: string; answers: Record<string, number> }): Promise<SavedInterestProfile> {
    const profile: SavedInterestProfile = {
      userId: input.userId,
      answers: { ...input.answers },
      updatedAt: this.ports.clock.now(),
    };
    await this.ports.profiles.save(profile);
    return profile;
  }
}

/** "Retake": the saved answers are gone. */
export class ClearInterestProfile {
  constructor(private readonly ports: Pick<InterestProfilePorts, 'profiles'>) {}
  execute(input: { userId: string }): Promise<void> {
    return this.ports.profiles.clear(input.userId);
  }
}
