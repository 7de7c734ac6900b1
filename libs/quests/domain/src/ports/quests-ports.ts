import type { GeneratedQuestRecord, OnboardingResponseRecord, QuestSelectionRecord } from '../model/quest-records';

/** The accounts profile, reached through this port only (implemented in the nest lib). */
export interface OnboardingStatusPort {
  isCompleted(userId: string): Promise<boolean>;
  markCompleted(userId: string): Promise<void>;
}

export interface GeneratedQuestRepository {
  saveAll(quests: GeneratedQuestRecord[]): Promise<void>;
  findByQuestId(userId: string, questId: string): Promise<GeneratedQuestRecord | null>;
  /** Marks this quest as the user's selected one and every other of theirs as unselected. */
  select(userId: string, questId: string): Promise<void>;
  /** Deletes the user's own row; false when no such row belongs to the user. */
  delete(userId: string, id: string): Promise<boolean>;
}

export interface QuestSelectionRepository {
  save(selection: QuestSelectionRecord): Promise<void>;
  /** The user's latest selection, or null when they have none or it is finished (a finished quest is no longer current). */
  findCurrent(userId: string): Promise<QuestSelectionRecord | null>;
  /** The current selections (with plans) of many users in one ask; users without one (or whose latest is finished) are absent. */
  findCurrentMany(userIds: readonly string[]): Promise<QuestSelectionRecord[]>;
  /** The user's latest selection of this quest (current or previous), or null when they never started it. */
  findByQuestId(userId: string, questId: string): Promise<QuestSelectionRecord | null>;
  /** Marks the user's latest selection of this quest finished at `at`, once; false when there is none or it already was. */
  finish(userId: string, questId: string, at: Date): Promise<boolean>;
}

export interface OnboardingResponseRepository {
  save(response: OnboardingResponseRecord): Promise<void>;
}
