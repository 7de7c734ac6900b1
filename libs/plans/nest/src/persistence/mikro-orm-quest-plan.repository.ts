import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { QuestPlanRecord, QuestPlanRepository } from '@sidequest/plans-domain';
import { QuestPlanRowSchema, type QuestPlanRow } from './plans.schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const READ = { disableIdentityMap: true } as const;

const toRecord = (row: QuestPlanRow): QuestPlanRecord => ({
  selectionId: row.selectionId,
  userId: row.userId,
  questId: row.questId,
  plan: row.planData,
  updatedAt: row.updatedAt,
});

@Injectable()
export class MikroOrmQuestPlanRepository implements QuestPlanRepository {
  constructor(private readonly em: EntityManager) {}

  async save(record: QuestPlanRecord): Promise<void> {
    // An update touches only the owner's row; a new selection's plan is inserted.
    const updated = await this.em.nativeUpdate(
      QuestPlanRowSchema,
      { selectionId: record.selectionId, userId: record.userId },
      { planData: record.plan, updatedAt: record.updatedAt },
    );
    if (updated === 0)
      await this.em.insert(QuestPlanRowSchema, {
        selectionId: record.selectionId,
        userId: record.userId,
        questId: record.questId,
        planData: record.plan,
        updatedAt: record.updatedAt,
      });
  }

  async find(userId: string, selectionId: string): Promise<QuestPlanRecord | null> {
    if (!UUID.test(userId) || !UUID.test(selectionId)) return null;
    const row = await this.em.findOne(QuestPlanRowSchema, { selectionId, userId }, READ);
    return row ? toRecord(row) : null;
  }

  async findMany(keys: readonly { userId: string; selectionId: string }[]): Promise<QuestPlanRecord[]> {
    const asked = keys.filter((k) => UUID.test(k.userId) && UUID.test(k.selectionId));
    if (!asked.length) return [];
    // Keyed by selection; the user must match too (a selection id alone reads no one else's plan).
    const pairs = new Set(asked.map((k) => `${k.selectionId}/${k.userId}`));
    const selectionIds = [...new Set(asked.map((k) => k.selectionId))];
    const rows = await this.em.find(QuestPlanRowSchema, { selectionId: { $in: selectionIds } }, READ);
    return rows.filter((row) => pairs.has(`${row.selectionId}/${row.userId}`)).map(toRecord);
  }

  async listByUser(userId: string): Promise<QuestPlanRecord[]> {
    if (!UUID.test(userId)) return [];
    return (
      await this.em.find(QuestPlanRowSchema, { userId }, { ...READ, orderBy: { updatedAt: 'asc', selectionId: 'asc' } })
    ).map(toRecord);
  }

  async deleteByUser(userId: string): Promise<void> {
    if (!UUID.test(userId)) return;
    await this.em.nativeDelete(QuestPlanRowSchema, { userId });
  }
}
