import type { CommunityQuestProgress } from '@sidequest/contracts';
import type { CommunityQuest, ProgressView } from '@sidequest/progress-domain';

/** A started quest in full, steps included: the start answer and the dashboard tick them. */
export function questFields(quest: CommunityQuest): CommunityQuestProgress['quest'] {
  return {
    quest_id: quest.questId,
    title: quest.title,
    description: quest.description,
    category: quest.category,
    difficulty: quest.difficulty,
    time_investment: quest.timeInvestment,
    steps: [...quest.steps],
  };
}

export function progressDto({ progress, quest }: ProgressView): CommunityQuestProgress {
  return {
    quest_id: progress.questId,
    completed_steps: [...progress.completedSteps],
    is_completed: progress.isCompleted,
    started_at: progress.startedAt.toISOString(),
    completed_at: progress.completedAt?.toISOString() ?? null,
    quest: questFields(quest),
  };
}
