import { MilestoneProgress, type MilestoneProgressProps } from '../model/milestone-progress.entity';
import type { MilestoneProgressRepository } from '../ports/milestone-progress-repository.port';

export class InMemoryMilestoneProgressRepository implements MilestoneProgressRepository {
  readonly rows = new Map<string, MilestoneProgressProps>();

  async find(userId: string, questId: string): Promise<MilestoneProgress | null> {
    const row = this.rows.get(`${userId}/${questId}`);
    return row ? MilestoneProgress.restore(row) : null;
  }

  async findMany(pairs: readonly { userId: string; questId: string }[]): Promise<MilestoneProgress[]> {
    const keys = new Set(pairs.map((p) => `${p.userId}/${p.questId}`));
    return [...keys].flatMap((k) => {
      const row = this.rows.get(k);
      return row ? [MilestoneProgress.restore(row)] : [];
    });
  }

  async save(progress: MilestoneProgress): Promise<void> {
    this.rows.set(`${progress.userId}/${progress.questId}`, progress.snapshot());
  }
}
