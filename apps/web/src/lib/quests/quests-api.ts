import type {
  CompleteOnboardingBody,
  DashboardResponse,
  GeneratedQuest,
  GeneratePlanBody,
  GeneratePlanResponse,
  GenerateOneQuestBody,
  GenerateOneQuestResponse,
  GenerateQuestsResponse,
  OccupationRef,
  PlanData,
  UpdatePlanBody,
} from '@sidequest/contracts';
import { api } from '../api';

/** GET /api/dashboard answers with the onboarding flag too (one request for the whole screen). */
export type Dashboard = DashboardResponse & { onboarding_completed?: boolean };
export type MilestoneProgress = { completed_milestones: number[]; progress_percent: number };
export type { GeneratedQuest, OccupationRef, PlanData };

/**
 * The quests and plans calls that onboarding, the dashboard and quest progress share. The dashboard is
 * keyed by user id so another user never sees a cached answer; every write refreshes it (and /api/me,
 * whose onboarding flag drives the landing's redirect).
 */
const questsApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard', 'Me', 'Progression'] }).injectEndpoints({
  endpoints: (build) => ({
    generateQuests: build.mutation<GenerateQuestsResponse, { answer: string }>({
      query: (body) => ({ url: '/quests/generate', method: 'POST', body }),
    }),
    generateOneQuest: build.mutation<GenerateOneQuestResponse, GenerateOneQuestBody>({
      query: (body) => ({ url: '/quests/generate-one', method: 'POST', body }),
    }),
    generatePlan: build.mutation<GeneratePlanResponse, Partial<GeneratePlanBody> & Pick<GeneratePlanBody, 'quest'>>({
      query: (body) => ({ url: '/plans/generate', method: 'POST', body }),
    }),
    completeOnboarding: build.mutation<Dashboard, CompleteOnboardingBody>({
      query: (body) => ({ url: '/onboarding', method: 'POST', body }),
      invalidatesTags: ['Dashboard', 'Me'],
    }),
    getDashboard: build.query<Dashboard, string>({
      query: () => '/dashboard',
      providesTags: ['Dashboard'],
    }),
    startGeneratedQuest: build.mutation<Dashboard, { questId: string; minutesPerDay?: number }>({
      query: (body) => ({ url: '/quests/start', method: 'POST', body }),
      invalidatesTags: ['Dashboard'],
    }),
    updatePlan: build.mutation<Dashboard, UpdatePlanBody>({
      query: (body) => ({ url: '/quests/current/plan', method: 'PATCH', body }),
      invalidatesTags: ['Dashboard'],
    }),
    toggleMilestone: build.mutation<
      MilestoneProgress,
      { userId: string; questId: string; index: number; completed: boolean }
    >({
      query: ({ questId, index, completed }) => ({
        url: `/quests/current/milestones/${index}`,
        method: 'PUT',
        body: { questId, completed },
      }),
      // A tick earns points once per milestone: the progress panel refetches.
      invalidatesTags: ['Progression'],
      // Optimistic: the checklist and the percent move at once; a failure puts them back.
      async onQueryStarted({ userId, index, completed }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          questsApi.util.updateQueryData('getDashboard', userId, (draft) => {
            if (!draft.current) return;
            const set = new Set(draft.current.completed_milestones);
            if (completed) set.add(index);
            else set.delete(index);
            draft.current.completed_milestones = [...set].sort((a, b) => a - b);
            const total = draft.current.plan_data.milestones.length;
            draft.current.progress_percent = total ? Math.round((set.size / total) * 100) : 0;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            questsApi.util.updateQueryData('getDashboard', userId, (draft) => {
              if (!draft.current) return;
              draft.current.completed_milestones = data.completed_milestones;
              draft.current.progress_percent = data.progress_percent;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
    deleteGeneratedQuest: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `/generated-quests/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Dashboard'],
    }),
  }),
});

export const {
  useGenerateQuestsMutation,
  useGenerateOneQuestMutation,
  useGeneratePlanMutation,
  useCompleteOnboardingMutation,
  useGetDashboardQuery,
  useStartGeneratedQuestMutation,
  useUpdatePlanMutation,
  useToggleMilestoneMutation,
  useDeleteGeneratedQuestMutation,
} = questsApi;
