import type { QuestProgress } from '../model/quest-progress.entity';

/** Thrown by `add` when the user already has progress on that quest (unique user_id + quest_id). */
export class ProgressAlreadyExistsError extends Error {
  constructor(
    readonly userId: string,
    readonly questId: string,
  ) {
    super(`Progress on ${questId} already exists for this user`);
  }
}

/** Every read is scoped to one user: another user's rows are simply not there. */
export interface QuestProgressRepository {
  findByQuest(userId: string, questId: string): Promise<QuestProgress | null>;
  add(progress: QuestProgress): Promise<void>;
  /**
   * Adds it only while the user has fewer than `allowance` rows in all, counted and added atomically
   * (two concurrent starts cannot both take the last free place); false when the allowance is used up.
   * Throws ProgressAlreadyExistsError like add().
   */
  addWithinAllowance(progress: QuestProgress, allowance: number): Promise<boolean>;
  save(progress: QuestProgress): Promise<void>;
  listByUser(userId: string, filter: { completed: boolean }): Promise<QuestProgress[]>;
}
