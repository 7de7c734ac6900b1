import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { ProgressAlreadyExistsError, QuestProgress, type QuestProgressRepository } from '@sidequest/progress-domain';
import { QuestProgressRecordSchema, type QuestProgressRecord } from './progress.schemas';

const READ = { disableIdentityMap: true } as const;

const toDomain = (row: QuestProgressRecord) =>
  QuestProgress.restore({ ...row, completedSteps: [...row.completedSteps], completedAt: row.completedAt ?? null });

@Injectable()
export class MikroOrmQuestProgressRepository implements QuestProgressRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: MikroOrmUnitOfWork,
  ) {}

  async findByQuest(userId: string, questId: string): Promise<QuestProgress | null> {
    // A toggle reads, changes one step and saves the whole list: inside a write's transaction the row
    // stays locked to commit, so two quick ticks cannot overwrite each other.
    const lock = this.uow.active ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
    const row = await this.em.findOne(QuestProgressRecordSchema, { userId, questId }, { ...READ, ...lock });
    return row ? toDomain(row) : null;
  }

  async add(progress: QuestProgress): Promise<void> {
    // ON CONFLICT DO NOTHING, not a caught unique violation: inside a transaction (every write runs in
    // one, see LiveAccountInterceptor) a violation aborts it, and reading the winner's row would fail.
    const inserted = await this.em
      .createQueryBuilder(QuestProgressRecordSchema)
      .insert(progress.snapshot())
      .onConflict(['userId', 'questId'])
      .ignore()
      .execute<{ affectedRows: number }>('run');
    if (inserted.affectedRows === 0) throw new ProgressAlreadyExistsError(progress.userId, progress.questId);
  }

  async addWithinAllowance(progress: QuestProgress, allowance: number): Promise<boolean> {
    return this.uow.transaction(async () => {
      // Held to commit: the user's concurrent starts count and add one after the other.
      await this.em.execute('select pg_advisory_xact_lock(hashtext(?))', [`quest_progress:${progress.userId}`]);
      const [mine] = await this.em.execute<{ n: number; has: boolean }[]>(
        'select count(*)::int as n, coalesce(bool_or(quest_id = ?), false) as has from quest_progress where user_id = ?',
        [progress.questId, progress.userId],
      );
      if (mine.has) throw new ProgressAlreadyExistsError(progress.userId, progress.questId);
      if (mine.n >= allowance) return false;
      await this.add(progress);
      return true;
    });
  }

  async save(progress: QuestProgress): Promise<void> {
    const { id, userId, completedSteps, isCompleted, completedAt } = progress.snapshot();
    const updated = await this.em.nativeUpdate(
      QuestProgressRecordSchema,
      { id, userId },
      { completedSteps, isCompleted, completedAt },
    );
    if (updated !== 1) throw new Error(`Progress ${id} does not exist`);
  }

  async listByUser(userId: string, filter: { completed: boolean }): Promise<QuestProgress[]> {
    const rows = await this.em.find(QuestProgressRecordSchema, { userId, isCompleted: filter.completed }, READ);
    return rows.map(toDomain);
  }

  /** Every row of the user, for the data export. */
  async listAllByUser(userId: string): Promise<QuestProgress[]> {
    const rows = await this.em.find(QuestProgressRecordSchema, { userId }, { ...READ, orderBy: { startedAt: 'asc' } });
    return rows.map(toDomain);
  }

  /** Account deletion; joins the caller's transaction. */
  async deleteByUser(userId: string): Promise<void> {
    await this.em.nativeDelete(QuestProgressRecordSchema, { userId });
  }
}
