import type {
  ExplorationsResponse,
  NextOccupationsQuery,
  NextOccupationsResponse,
  OccupationDetail,
  OccupationsByInterestsBody,
  OccupationsByInterestsResponse,
  SignatureQuestsResponse,
} from '@sidequest/contracts';
import { api } from '../../../lib/api';

export type OccupationMatch = OccupationsByInterestsResponse['results'][number];

/**
 * The public occupation reads: an occupation's page, the ranking by interests and the signature quests.
 * All answer the same for everyone, so they are kept a while and never tied to a user.
 */
const exploreApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOccupation: build.query<OccupationDetail, string>({
      query: (code) => `/occupations/${encodeURIComponent(code)}`,
      keepUnusedDataFor: 600,
    }),
    // A POST that reads: a query, so the same profile and filter come from the cache.
    occupationsByInterests: build.query<OccupationsByInterestsResponse, OccupationsByInterestsBody>({
      query: (body) => ({ url: '/occupations/by-interests', method: 'POST', body }),
      keepUnusedDataFor: 600,
    }),
    nextOccupations: build.query<NextOccupationsResponse, NextOccupationsQuery & { code: string }>({
      query: ({ code, direction }) => ({ url: `/occupations/${encodeURIComponent(code)}/next`, params: { direction } }),
      keepUnusedDataFor: 600,
    }),
    // The signed-in person's own quests: keyed by user id (as the dashboard is), read fresh on each visit.
    getExplorations: build.query<ExplorationsResponse, string>({
      query: () => '/explorations',
      keepUnusedDataFor: 0,
    }),
    signatureQuests: build.query<SignatureQuestsResponse, string[]>({
      query: (codes) => ({ url: '/quests/signature', params: { codes: codes.join(',') } }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const {
  useGetExplorationsQuery,
  useGetOccupationQuery,
  useNextOccupationsQuery,
  useOccupationsByInterestsQuery,
  useSignatureQuestsQuery,
} = exploreApi;
