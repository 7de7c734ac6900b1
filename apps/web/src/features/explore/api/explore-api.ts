import type {
  ExplorationsResponse,
  InterestProfileResponse,
  NextOccupationsQuery,
  NextOccupationsResponse,
  OccupationDetail,
  OccupationGroupsResponse,
  OccupationsByInterestsBody,
  OccupationsByInterestsResponse,
  SaveInterestProfileBody,
  SignatureQuestsResponse,
} from '@sidequest/contracts';
import { api } from '../../../lib/api';

export type OccupationMatch = OccupationsByInterestsResponse['results'][number];

/**
 * The public occupation reads: an occupation's page, the ranking by interests and the signature quests.
 * All answer the same for everyone, so they are kept a while and never tied to a user. And the one personal
 * part: a signed-in person's saved interest profiler answers.
 */
const exploreApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The same for everyone until the next release.
    getOccupationGroups: build.query<OccupationGroupsResponse, void>({
      query: () => '/occupations/groups',
      keepUnusedDataFor: 3600,
    }),
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
    /**
     * The signed-in person's saved profiler answers. Keyed by user id so another person never sees a cached
     * copy; read fresh on every open (another device may have saved since).
     */
    getInterestProfile: build.query<InterestProfileResponse, string>({
      query: () => '/interest-profile',
      keepUnusedDataFor: 0,
    }),
    // The profiler keeps its own answers while open: a save or a retake updates no cached query.
    saveInterestProfile: build.mutation<InterestProfileResponse, SaveInterestProfileBody>({
      query: (body) => ({ url: '/interest-profile', method: 'PUT', body }),
    }),
    clearInterestProfile: build.mutation<InterestProfileResponse, void>({
      query: () => ({ url: '/interest-profile', method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetExplorationsQuery,
  useClearInterestProfileMutation,
  useGetInterestProfileQuery,
  useGetOccupationGroupsQuery,
  useGetOccupationQuery,
  useNextOccupationsQuery,
  useOccupationsByInterestsQuery,
  useSaveInterestProfileMutation,
  useSignatureQuestsQuery,
} = exploreApi;
