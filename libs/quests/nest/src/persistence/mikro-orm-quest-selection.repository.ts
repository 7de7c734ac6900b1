import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QuestPlans } from '@sidequest/plans-domain';
import type { QuestSelectionRecord, QuestSelectionRepository } from '@sidequest/quests-domain';
import { isUuid, questSelectionMapper } from './quests.mappers';
import { QuestSelectionRowSchema } from './quests.schemas';

/**
 * A selection's row is quests'; its plan is kept by plans (QuestPlans, exported by the plans module).
 * Both share the request's EntityManager, so they commit in the one unit of work.
 */
@Injectable()
export class MikroOrmQuestSelectionRepository implements QuestSelectionRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly plans: QuestPlans,
  ) {}

  async save(selection: QuestSelectionRecord): Promise<void> {
    const row = questSelectionMapper.toRow(selection);
    // An update touches only the owner's row; a new selection is inserted.
    const updated = await this.em.nativeUpdate(
      QuestSelectionRowSchema,
      { id: row.id, userId: row.userId },
      {
        selectedQuestTitle: row.selectedQuestTitle,
        selectedQuestDescription: row.selectedQuestDescription,
        updatedAt: row.updatedAt,
      },
    );
    if (updated === 0) await this.em.insert(QuestSelectionRowSchema, { ...row, planData: null });
    await this.plans.save({
      selectionId: selection.id,
      userId: selection.userId,
      questId: selection.questId,
      plan: selection.plan,
      updatedAt: selection.updatedAt,
    });
  }

  async findCurrent(userId: string): Promise<QuestSelectionRecord | null> {
    if (!isUuid(userId)) return null;
    const row = await this.em.findOne(
      QuestSelectionRowSchema,
      { userId },
      { orderBy: { createdAt: 'desc' }, disableIdentityMap: true },
    );
    if (!row) return null;
    const plan = await this.plans.find({ userId, selectionId: row.id });
    if (!plan) throw new Error(`quest selection ${row.id} has no plan`);
    return questSelectionMapper.toDomain(row, plan.plan);
  }

  async findByQuestId(userId: string, questId: string): Promise<QuestSelectionRecord | null> {
    if (!isUuid(userId)) return null;
    const row = await this.em.findOne(
      QuestSelectionRowSchema,
      { userId, selectedQuestId: questId },
      { orderBy: { createdAt: 'desc' }, disableIdentityMap: true },
    );
    if (!row) return null;
    const plan = await this.plans.find({ userId, selectionId: row.id });
    if (!plan) throw new Error(`quest selection ${row.id} has no plan`);
    return questSelectionMapper.toDomain(row, plan.plan);
  }
}
