import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MilestoneProgress, type MilestoneProgressRepository } from '@sidequest/plans-domain';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { isUuid } from './quests.mappers';
import { MilestoneProgressRowSchema } from './quests.schemas';

@Injectable()
export class MikroOrmMilestoneProgressRepository implements MilestoneProgressRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: MikroOrmUnitOfWork,
  ) {}

  async find(userId: string, questId: string): Promise<MilestoneProgress | null> {
    if (!isUuid(userId)) return null;
    // A toggle reads, changes one index and saves the whole list: inside a write's transaction, one
    // lock per user and quest (held to commit) keeps two quick ticks from overwriting each other.
    // An advisory lock, because the row may not exist yet. Reads outside a transaction skip it.
    if (this.uow.active) await this.em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`milestone_progress:${userId}:${questId}`]);
    const row = await this.em.findOne(MilestoneProgressRowSchema, { userId, questId }, { disableIdentityMap: true });
    return row ? MilestoneProgress.restore({ userId: row.userId, questId: row.questId, completed: row.completed, updatedAt: row.updatedAt }) : null;
  }

  async save(progress: MilestoneProgress): Promise<void> {
    const { userId, questId, completed, updatedAt } = progress.snapshot();
    await this.em.createQueryBuilder(MilestoneProgressRowSchema).insert({ userId, questId, completed, updatedAt }).onConflict(['userId', 'questId']).merge(['completed', 'updatedAt']).execute();
  }
}
