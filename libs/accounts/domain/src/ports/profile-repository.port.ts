import type { Profile } from '../model/profile.entity';

export interface ProfileRepository {
  findByUserId(userId: string): Promise<Profile | null>;
  /** Inserts or replaces the profile of `profile.userId`. */
  save(profile: Profile): Promise<void>;
}
