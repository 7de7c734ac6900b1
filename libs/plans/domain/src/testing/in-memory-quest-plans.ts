import type { QuestPlanRecord } from '../model/quest-plan';
import type { QuestPlanRepository } from '../ports/quest-plan-repository.port';

export class InMemoryQuestPlanRepository implements QuestPlanRepository {
  readonly rows = new Map<string, QuestPlanRecord>();

  async save(record: QuestPlanRecord): Promise<void> {
    const existing = this.rows.get(record.selectionId);
    if (existing && existing.userId !== record.userId) return;
    this.rows.set(record.selectionId, { ...record });
  }

  async find(userId: string, selectionId: string): Promise<QuestPlanRecord | null> {
    const row = this.rows.get(selectionId);
    return row && row.userId === userId ? { ...row } : null;
  }

  async findMany(keys: readonly { userId: string; selectionId: string }[]): Promise<QuestPlanRecord[]> {
    const found = new Map<string, QuestPlanRecord>();
    for (const key of keys) {
      const row = this.rows.get(key.selectionId);
      if (row && row.userId === key.userId) found.set(key.selectionId, { ...row });
    }
    return [...found.values()];
  }

  async listByUser(userId: string): Promise<QuestPlanRecord[]> {
    return [...this.rows.values()].filter((r) => r.userId === userId).map((r) => ({ ...r }));
  }
}
