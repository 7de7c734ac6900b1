import type { Clock } from '@sidequest/kernel';
import {
  ClearInterestProfile,
  GetInterestProfile,
  SaveInterestProfile,
  type InterestProfileRepository,
} from './profiles/interest-profile';
import type { OccupationSearch } from './search/occupation-search.port';
import { SearchOccupations } from './use-cases/search-occupations.use-case';
import {
  RankOccupationsByInterests,
  ShowOccupation,
  SuggestNextOccupations,
} from './use-cases/show-occupation.use-case';

/** Every port the context's use cases need, by name; libs/occupations/nest provides each. */
export interface OccupationsPorts {
  search: OccupationSearch;
  /** The signed-in person's saved interest profiler answers (occupations' `interest_profiles`). */
  profiles: InterestProfileRepository;
  clock: Clock;
}

export interface OccupationsUseCases {
  searchOccupations: SearchOccupations;
  showOccupation: ShowOccupation;
  rankOccupationsByInterests: RankOccupationsByInterests;
  suggestNextOccupations: SuggestNextOccupations;
  getInterestProfile: GetInterestProfile;
  saveInterestProfile: SaveInterestProfile;
  clearInterestProfile: ClearInterestProfile;
}

/** The context's composition: a named object of ports in, a named object of use cases out. */
export function buildOccupationsUseCases(ports: OccupationsPorts): OccupationsUseCases {
  return {
    searchOccupations: new SearchOccupations(ports),
    showOccupation: new ShowOccupation(),
    rankOccupationsByInterests: new RankOccupationsByInterests(),
    suggestNextOccupations: new SuggestNextOccupations(),
    getInterestProfile: new GetInterestProfile(ports),
    saveInterestProfile: new SaveInterestProfile(ports),
    clearInterestProfile: new ClearInterestProfile(ports),
  };
}
