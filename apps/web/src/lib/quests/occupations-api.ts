import type { OccupationSearchHit, OccupationSearchResponse } from '@sidequest/contracts';
import { api } from '../api';

export type { OccupationSearchHit };

/** GET /api/occupations/search: the typeahead under every job field (public, cacheable, so kept per query). */
const occupationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchOccupations: build.query<OccupationSearchResponse, { q: string; limit?: number }>({
      query: ({ q, limit = 6 }) => ({ url: '/occupations/search', params: { q, limit } }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchOccupationsQuery, useLazySearchOccupationsQuery } = occupationsApi;
