import { QuestProgress, type QuestProgressProps } from '../model/quest-progress.entity';
import { ProgressAlreadyExistsError, type QuestProgressRepository } from '../ports/quest-progress-repository.port';

/** Rows keyed by user and quest, like the unique index; entities are rebuilt on every read. */
export class InMemoryQuestProgress implements QuestProgressRepository {
  readonly rows = new Map<string, QuestProgressProps>();

  private key(userId: string, questId: string): string {
    return `${userId}\u0000${questId}`;
  }

  async findByQuest(userId: string, questId: string): Promise<QuestProgress | null> {
    const row = this.rows.get(this.key(userId, questId));
    return row ? QuestProgress.restore(row) : null;
  }

  async add(progress: QuestProgress): Promise<void> {
    const key = this.key(progress.userId, progress.questId);
    if (this.rows.has(key)) throw new ProgressAlreadyExistsError(progress.userId, progress.questId);
    this.rows.set(key, progress.snapshot());
  }

  async addWithinAllowance(progress: QuestProgress, allowance: number): Promise<boolean> {
    if (this.rows.has(this.key(progress.userId, progress.questId)))
      throw new ProgressAlreadyExistsError(progress.userId, progress.questId);
    if ([...this.rows.values()].filter((row) => row.userId === progress.userId).length >= allowance) return false;
    await this.add(progress);
    return true;
  }

  async save(progress: QuestProgress): Promise<void> {
    const key = this.key(progress.userId, progress.questId);
    if (!this.rows.has(key)) throw new Error(`No progress row to update for ${progress.questId}`);
    this.rows.set(key, progress.snapshot());
  }

  async listByUser(userId: string, filter: { completed: boolean }): Promise<QuestProgress[]> {
    return [...this.rows.values()]
      .filter((row) => row.userId === userId && row.isCompleted === filter.completed)
      .map((row) => QuestProgress.restore(row));
  }
}
