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
}

export interface OccupationsUseCases {
  searchOccupations: SearchOccupations;
  showOccupation: ShowOccupation;
  rankOccupationsByInterests: RankOccupationsByInterests;
  suggestNextOccupations: SuggestNextOccupations;
}

/** The context's composition: a named object of ports in, a named object of use cases out. */
export function buildOccupationsUseCases(ports: OccupationsPorts): OccupationsUseCases {
  return {
    searchOccupations: new SearchOccupations(ports),
    showOccupation: new ShowOccupation(),
    rankOccupationsByInterests: new RankOccupationsByInterests(),
    suggestNextOccupations: new SuggestNextOccupations(),
  };
}
