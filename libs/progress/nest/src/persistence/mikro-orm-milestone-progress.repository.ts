import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MilestoneProgress, type MilestoneProgressRepository } from '@sidequest/progress-domain';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { MilestoneProgressRowSchema } from './progress.schemas';
import { isUuid } from './user-id';

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
    if (this.uow.active)
      await this.em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
        `milestone_progress:${userId}:${questId}`,
      ]);
    const row = await this.em.findOne(MilestoneProgressRowSchema, { userId, questId }, { disableIdentityMap: true });
    return row
      ? MilestoneProgress.restore({
          userId: row.userId,
          questId: row.questId,
          completed: row.completed,
          updatedAt: row.updatedAt,
        })
      : null;
  }

  async findMany(pairs: readonly { userId: string; questId: string }[]): Promise<MilestoneProgress[]> {
    const asked = pairs.filter((p) => isUuid(p.userId));
    if (!asked.length) return [];
    // A read for the reminders (no toggle follows), so no lock: one query for the batch.
    const rows = await this.em.execute<{ user_id: string; quest_id: string; completed: number[]; updated_at: Date }[]>(
      `select m.user_id, m.quest_id, m.completed, m.updated_at
         from milestone_progress m
         join (select distinct * from jsonb_to_recordset(?::jsonb) as x(user_id uuid, quest_id text)) p
           on m.user_id = p.user_id and m.quest_id = p.quest_id`,
      [JSON.stringify(asked.map((p) => ({ user_id: p.userId, quest_id: p.questId })))],
    );
    return rows.map((row) =>
      MilestoneProgress.restore({
        userId: row.user_id,
        questId: row.quest_id,
        completed: row.completed,
        updatedAt: new Date(row.updated_at),
      }),
    );
  }

  async save(progress: MilestoneProgress): Promise<void> {
    const { userId, questId, completed, updatedAt } = progress.snapshot();
    await this.em
      .createQueryBuilder(MilestoneProgressRowSchema)
      .insert({ userId, questId, completed, updatedAt })
      .onConflict(['userId', 'questId'])
      .merge(['completed', 'updatedAt'])
      .execute();
  }

  /** The user's ticks of every quest, for the data export. */
  async listAllByUser(userId: string): Promise<MilestoneProgress[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.em.find(
      MilestoneProgressRowSchema,
      { userId },
      { disableIdentityMap: true, orderBy: { updatedAt: 'asc', questId: 'asc' } },
    );
    return rows.map((row) =>
      MilestoneProgress.restore({
        userId: row.userId,
        questId: row.questId,
        completed: row.completed,
        updatedAt: row.updatedAt,
      }),
    );
  }

  async deleteByUser(userId: string): Promise<void> {
    if (!isUuid(userId)) return;
    await this.em.nativeDelete(MilestoneProgressRowSchema, { userId });
  }
}
