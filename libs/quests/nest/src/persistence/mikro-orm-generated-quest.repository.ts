import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { GeneratedQuestRecord, GeneratedQuestRepository } from '@sidequest/quests-domain';
import { generatedQuestMapper, isUuid } from './quests.mappers';
import { GeneratedQuestRowSchema } from './quests.schemas';

@Injectable()
export class MikroOrmGeneratedQuestRepository implements GeneratedQuestRepository {
  constructor(private readonly em: EntityManager) {}

  async saveAll(quests: GeneratedQuestRecord[]): Promise<void> {
    if (quests.length === 0) return;
    // Redoing onboarding may bring back a quest the user already has: it is refreshed, not duplicated.
    await this.em
      .createQueryBuilder(GeneratedQuestRowSchema)
      .insert(quests.map(generatedQuestMapper.toRow))
      .onConflict(['userId', 'questId'])
      .merge(['title', 'description', 'isSelected', 'createdAt'])
      .execute();
  }

  async findByQuestId(userId: string, questId: string): Promise<GeneratedQuestRecord | null> {
    if (!isUuid(userId)) return null;
    const row = await this.em.findOne(GeneratedQuestRowSchema, { userId, questId }, { disableIdentityMap: true });
    return row ? generatedQuestMapper.toDomain(row) : null;
  }

  async select(userId: string, questId: string): Promise<void> {
    if (!isUuid(userId)) return;
    await this.em.nativeUpdate(
      GeneratedQuestRowSchema,
      { userId, questId: { $ne: questId }, isSelected: true },
      { isSelected: false },
    );
    await this.em.nativeUpdate(GeneratedQuestRowSchema, { userId, questId }, { isSelected: true });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!isUuid(userId) || !isUuid(id)) return false;
    return (await this.em.nativeDelete(GeneratedQuestRowSchema, { id, userId })) > 0;
  }
}
