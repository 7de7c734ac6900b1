import type { MilestoneProgress } from '../model/milestone-progress.entity';

export interface MilestoneProgressRepository {
  find(userId: string, questId: string): Promise<MilestoneProgress | null>;
  save(progress: MilestoneProgress): Promise<void>;
}
