import type { QuestPlanRecord } from '../model/quest-plan';

export interface QuestPlanRepository {
  /** Inserts the selection's plan, or replaces it when the same user's selection already has one. */
  save(record: QuestPlanRecord): Promise<void>;
  find(userId: string, selectionId: string): Promise<QuestPlanRecord | null>;
  /** The plans of many (user, selection) pairs in one read; pairs without a plan are absent. */
  findMany(keys: readonly { userId: string; selectionId: string }[]): Promise<QuestPlanRecord[]>;
  listByUser(userId: string): Promise<QuestPlanRecord[]>;
}
