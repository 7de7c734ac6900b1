import { useEffect, useMemo } from 'react';
import type { OccupationRef } from '@sidequest/contracts';
import {
  cacheDashboardQuest,
  forgetCurrentQuest,
  readCachedCurrentQuest,
  useGetDashboardQuery,
  type PlanData,
} from '../../../lib/quests';

export interface CurrentQuestView {
  questId: string;
  title: string;
  description: string;
  plan: PlanData;
  updatedAt: string;
  /** The occupation the quest is about (signature quests), once the server has answered. */
  occupation?: OccupationRef;
  /** True while this is the local plan cache and the server has not answered yet. */
  fromCache: boolean;
}

/** The dashboard in one request, with the local plan cache painting the current quest before it answers. */
export function useDashboard(userId: string) {
  const query = useGetDashboardQuery(userId);
  const data = query.currentData;
  const cached = useMemo(() => readCachedCurrentQuest(userId), [userId]);

  useEffect(() => {
    const current = data?.current;
    if (current) cacheDashboardQuest(userId, current, new Date(current.updated_at));
    // A finished quest must not paint as current on the next visit.
    else if (data) forgetCurrentQuest(userId);
  }, [data, userId]);

  const current: CurrentQuestView | null | undefined = data
    ? data.current && {
        questId: data.current.quest_id,
        title: data.current.title,
        description: data.current.description,
        plan: data.current.plan_data,
        updatedAt: data.current.updated_at,
        occupation: data.current.occupation,
        fromCache: false,
      }
    : cached
      ? {
          questId: cached.questId,
          title: cached.title,
          description: cached.description,
          plan: cached.plan,
          updatedAt: cached.savedAt,
          fromCache: true,
        }
      : undefined;

  return {
    /** undefined while loading with nothing cached, null when there is no current quest. */
    current,
    /** The quest just finished, when it was the latest pick (so there is no current quest). */
    finished: data?.finished ?? null,
    others: data?.others,
    needsOnboarding: data?.onboarding_completed === false,
    failed: query.isError && !data,
    refetch: query.refetch,
  };
}
