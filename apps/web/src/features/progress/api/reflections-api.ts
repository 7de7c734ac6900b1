import type { QuestLogResponse, ReflectionEntry, SaveReflectionRequest } from '@sidequest/contracts';
import { api } from '../../../lib/api';

/** The quest log and "How did this quest feel?". A save refreshes the log and the dashboard (its other quests follow the answer). */
const reflectionsApi = api.enhanceEndpoints({ addTagTypes: ['QuestLog', 'Dashboard', 'Progression'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by user id so another person never sees a cached log. */
    getQuestLog: build.query<QuestLogResponse, string>({
      query: () => '/progress/reflections',
      providesTags: ['QuestLog'],
    }),
    saveReflection: build.mutation<ReflectionEntry, SaveReflectionRequest>({
      query: (body) => ({ url: '/progress/reflections', method: 'POST', body }),
      invalidatesTags: ['QuestLog', 'Dashboard', 'Progression'],
    }),
  }),
});

export const { useGetQuestLogQuery, useSaveReflectionMutation } = reflectionsApi;
