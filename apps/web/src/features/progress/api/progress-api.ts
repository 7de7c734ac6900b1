import type { CommunityQuestProgress, CommunityQuestProgressList } from '@sidequest/contracts';
import { api } from '../../../lib/api';

const progressApi = api.enhanceEndpoints({ addTagTypes: ['QuestArchive'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The dashboard's active community quests, newest started first. */
    listActiveProgress: build.query<CommunityQuestProgressList, void>({
      query: () => ({ url: '/quest-progress', params: { status: 'active' } }),
    }),
    /** Finished quests: the archive. */
    listArchivedProgress: build.query<CommunityQuestProgressList, void>({
      query: () => ({ url: '/quest-progress', params: { status: 'completed' } }),
      providesTags: ['QuestArchive'],
    }),
    /** Ticks or un-ticks one step, shown at once and rolled back when the server refuses. */
    toggleQuestStep: build.mutation<CommunityQuestProgress, { questId: string; stepIndex: number }>({
      query: ({ questId, stepIndex }) => ({
        url: `/quest-progress/${encodeURIComponent(questId)}/toggle`,
        method: 'POST',
        body: { step_index: stepIndex },
      }),
      invalidatesTags: ['QuestArchive'],
      async onQueryStarted({ questId, stepIndex }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          progressApi.util.updateQueryData('listActiveProgress', undefined, (draft) => {
            const entry = draft.progress.find((p) => p.quest_id === questId);
            if (entry) entry.completed_steps = toggledSteps(entry.completed_steps, stepIndex);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            progressApi.util.updateQueryData('listActiveProgress', undefined, (draft) => {
              const at = draft.progress.findIndex((p) => p.quest_id === questId);
              if (at >= 0) draft.progress[at] = data;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

/** Toggling adds or removes the index, and the list stays sorted. */
export function toggledSteps(steps: readonly number[], index: number): number[] {
  const next = steps.includes(index) ? steps.filter((s) => s !== index) : [...steps, index];
  return next.sort((a, b) => a - b);
}

export const { useListActiveProgressQuery, useListArchivedProgressQuery, useToggleQuestStepMutation } = progressApi;
