import type { CommunityQuestList } from '@sidequest/contracts';
import type { CommunityQuestBrowse } from '@sidequest/quests-domain';

// Type imports only: tools/bench/raw-baseline.ts loads this file as is, so its baseline sends the same shape.

/** The browse list as the cards render it: no steps, only their count; and the free places left. */
export function communityListDto({ quests, freeQuestsLeft }: CommunityQuestBrowse): CommunityQuestList {
  return {
    free_quests_left: freeQuestsLeft,
    quests: quests.map(({ quest: q, locked }) => ({
      quest_id: q.questId,
      title: q.title,
      description: q.description,
      category: q.category,
      difficulty: q.difficulty,
      time_investment: q.timeInvestment,
      step_count: q.stepCount,
      started: q.started,
      locked,
    })),
  };
}
