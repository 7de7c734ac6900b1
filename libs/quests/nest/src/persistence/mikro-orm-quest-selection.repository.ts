import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { QuestSelectionRecord, QuestSelectionRepository } from '@sidequest/quests-domain';
import { isUuid, questSelectionMapper } from './quests.mappers';
import { QuestSelectionRowSchema } from './quests.schemas';

@Injectable()
export class MikroOrmQuestSelectionRepository implements QuestSelectionRepository {
  constructor(private readonly em: EntityManager) {}

  async save(selection: QuestSelectionRecord): Promise<void> {
    const row = questSelectionMapper.toRow(selection);
    // An update touches only the owner's row; a new selection is inserted.
    const updated = await this.em.nativeUpdate(
      QuestSelectionRowSchema,
      { id: row.id, userId: row.userId },
      { selectedQuestTitle: row.selectedQuestTitle, selectedQuestDescription: row.selectedQuestDescription, planData: row.planData, updatedAt: row.updatedAt },
    );
    if (updated === 0) await this.em.insert(QuestSelectionRowSchema, row);
  }

  async findCurrent(userId: string): Promise<QuestSelectionRecord | null> {
    if (!isUuid(userId)) return null;
    const row = await this.em.findOne(QuestSelectionRowSchema, { userId }, { orderBy: { createdAt: 'desc' }, disableIdentityMap: true });
    return row ? questSelectionMapper.toDomain(row) : null;
  }
}
