import type { MilestoneProgress } from '../model/milestone-progress.entity';

export interface MilestoneProgressRepository {
  find(userId: string, questId: string): Promise<MilestoneProgress | null>;
  /** The ticks of each (user, quest) pair that has any, in one read (no lock): what reminders name. */
  findMany(pairs: readonly { userId: string; questId: string }[]): Promise<MilestoneProgress[]>;
  save(progress: MilestoneProgress): Promise<void>;
}
