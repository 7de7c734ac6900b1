import type { Difficulty } from './community-quest';

/** A catalogue entry as written; the category and created_at come from where it sits in the catalogue. */
export interface QuestDraft {
  questId: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  timeInvestment: string;
  steps: string[];
}
