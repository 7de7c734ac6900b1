import type { QuestPlanRecord } from '../model/quest-plan';

export interface QuestPlanRepository {
  /** Inserts the selection's plan, or replaces it when the same user's selection already has one. */
  save(record: QuestPlanRecord): Promise<void>;
  find(userId: string, selectionId: string): Promise<QuestPlanRecord | null>;
  listByUser(userId: string): Promise<QuestPlanRecord[]>;
}
