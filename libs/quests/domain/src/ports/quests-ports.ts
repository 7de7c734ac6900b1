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
  findCurrent(userId: string): Promise<QuestSelectionRecord | null>;
  /** The current selections (with plans) of many users in one ask; users without one are absent. */
  findCurrentMany(userIds: readonly string[]): Promise<QuestSelectionRecord[]>;
  /** The user's latest selection of this quest (current or previous), or null when they never started it. */
  findByQuestId(userId: string, questId: string): Promise<QuestSelectionRecord | null>;
}

export interface OnboardingResponseRepository {
  save(response: OnboardingResponseRecord): Promise<void>;
}
