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
    if (updated === 0) await this.em.insert(QuestSelectionRowSchema, { ...row, planData: null, finishedAt: null });
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
    // A finished latest selection means no current quest: an older one the person left never comes back.
    if (!row || row.finishedAt) return null;
    const plan = await this.plans.find({ userId, selectionId: row.id });
    if (!plan) throw new Error(`quest selection ${row.id} has no plan`);
    return questSelectionMapper.toDomain(row, plan.plan);
  }

  async findCurrentMany(userIds: readonly string[]): Promise<QuestSelectionRecord[]> {
    const asked = [...new Set(userIds.filter(isUuid))];
    if (!asked.length) return [];
    // Each user's latest selection in one read (quest_selections_user_created_idx), kept only while it is not
    // finished, then their plans in one ask.
    const rows = await this.em.execute<
      {
        id: string;
        user_id: string;
        selected_quest_id: string;
        selected_quest_title: string;
        selected_quest_description: string;
        created_at: Date;
        updated_at: Date;
      }[]
    >(
      `select l.* from (
         select distinct on (s.user_id) s.id, s.user_id, s.selected_quest_id, s.selected_quest_title,
           s.selected_quest_description, s.created_at, s.updated_at, s.finished_at
         from quest_selections s where s.user_id in (select jsonb_array_elements_text(?::jsonb)::uuid)
         order by s.user_id, s.created_at desc) l
       where l.finished_at is null`,
      [JSON.stringify(asked)],
    );
    if (!rows.length) return [];
    const plans = await this.plans.findMany({ keys: rows.map((r) => ({ userId: r.user_id, selectionId: r.id })) });
    const planOf = new Map(plans.map((p) => [p.selectionId, p.plan]));
    return rows.map((r) => {
      const plan = planOf.get(r.id);
      if (!plan) throw new Error(`quest selection ${r.id} has no plan`);
      return {
        id: r.id,
        userId: r.user_id,
        questId: r.selected_quest_id,
        title: r.selected_quest_title,
        description: r.selected_quest_description,
        plan,
        createdAt: new Date(r.created_at),
        updatedAt: new Date(r.updated_at),
      };
    });
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

  async finish(userId: string, questId: string, at: Date): Promise<boolean> {
    if (!isUuid(userId)) return false;
    // The user's latest selection of this quest, once: finishing again keeps the first time.
    const rows = await this.em.execute<{ id: string }[]>(
      `update quest_selections set finished_at = ? where id = (
         select s.id from quest_selections s where s.user_id = ? and s.selected_quest_id = ?
         order by s.created_at desc limit 1) and finished_at is null
       returning id`,
      [at, userId, questId],
    );
    return rows.length > 0;
  }
}
