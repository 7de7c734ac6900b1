import { planDaySteps, type DayStep, type Plan } from '@sidequest/plans-domain';

/** A generated_quests row: one of the three quests onboarding produced for a user. */
export interface GeneratedQuestRecord {
  id: string;
  userId: string;
  questId: string;
  title: string;
  description: string;
  isSelected: boolean;
  createdAt: Date;
}

/** A quest_selections row; the latest by createdAt is the current quest. */
export interface QuestSelectionRecord {
  id: string;
  userId: string;
  questId: string;
  title: string;
  description: string;
  plan: Plan;
  createdAt: Date;
  updatedAt: Date;
}

export interface OnboardingResponseRecord {
  userId: string;
  interests: string[];
  dreamRole: string | null;
  createdAt: Date;
}

/** The current quest's plan as one step per plan day (plans' planDaySteps): day 1 the quest itself. */
export const questDaySteps = (quest: Pick<QuestSelectionRecord, 'title' | 'description' | 'plan'>): DayStep[] =>
  planDaySteps(quest, quest.plan);
