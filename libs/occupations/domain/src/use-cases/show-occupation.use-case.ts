import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import {
  occupationProfile,
  occupationsByInterests,
  occupationsToTryNext,
  type InterestProfile,
  type NextDirection,
  type OccupationProfile,
} from '../catalogue/occupation-profile';
import type { Occupation } from '../catalogue/occupation';

/** An occupation's page: its profile, or not_found for a code O*NET never had (a 2010 code finds its successor). */
export class ShowOccupation {
  execute(input: { code: string }): Result<OccupationProfile> {
    const profile = occupationProfile(input.code);
    return profile ? ok(profile) : err(new DomainError('not_found', 'No such occupation in the catalogue.'));
  }
}

export const MAX_INTEREST_RESULTS = 50;

/** The interest profiler's result: occupations ranked by how well their interests fit the person's. */
export class RankOccupationsByInterests {
  execute(input: {
    interests: InterestProfile;
    zones?: readonly number[];
    limit?: number;
  }): { occupation: Occupation; fit: number }[] {
    const limit = Math.min(Math.max(1, input.limit ?? 20), MAX_INTEREST_RESULTS);
    return occupationsByInterests(input.interests, { zones: input.zones, limit });
  }
}

/** "Try next" after a quest: related occupations weighed by the reflection, or not_found for an unknown code. */
export class SuggestNextOccupations {
  execute(input: { code: string; direction: NextDirection }): Result<Occupation[]> {
    if (!occupationProfile(input.code))
      return err(new DomainError('not_found', 'No such occupation in the catalogue.'));
    return ok(occupationsToTryNext(input.code, input.direction));
  }
}
