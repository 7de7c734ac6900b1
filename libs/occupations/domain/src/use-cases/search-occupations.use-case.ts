import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import type { OccupationHit, OccupationSearch } from '../search/occupation-search.port';

export const MAX_QUERY_LENGTH = 100;
export const MAX_SEARCH_RESULTS = 10;

/** The typeahead: the occupations behind what someone is typing, best first. */
export class SearchOccupations {
  constructor(private readonly deps: { search: OccupationSearch }) {}

  execute(input: { query: string; limit?: number }): Result<readonly OccupationHit[]> {
    const query = input.query.trim();
    if (!query) return err(new DomainError('invalid', 'Type a job title to search for.'));
    if (query.length > MAX_QUERY_LENGTH)
      return err(new DomainError('invalid', `A job title must be at most ${MAX_QUERY_LENGTH} characters.`));
    const limit = Math.min(Math.max(1, Math.trunc(input.limit ?? 6)), MAX_SEARCH_RESULTS);
    return ok(this.deps.search.search(query, limit));
  }
}
