import type { ProgressionResponse } from '@sidequest/contracts';
import { api } from '../../../lib/api';

/** Points, level and badges. A check-in, a milestone tick or a reflection invalidates 'Progression'. */
const progressionApi = api.enhanceEndpoints({ addTagTypes: ['Progression'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by user id so another person never sees a cached panel. */
    getProgression: build.query<ProgressionResponse, string>({
      query: () => '/progress/awards',
      providesTags: ['Progression'],
    }),
  }),
});

export const { useGetProgressionQuery } = progressionApi;
