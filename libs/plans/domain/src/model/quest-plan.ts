import type { Plan } from './plan';

/** The plan of a chosen quest, as plans stores it (quest_plans): one per quest selection of a user. */
export interface QuestPlanRecord {
  /** The quest selection (in quests) this plan belongs to. */
  selectionId: string;
  userId: string;
  questId: string;
  plan: Plan;
  updatedAt: Date;
}
