import { p, type InferEntity } from '@mikro-orm/core';
import { defineTable, userIdColumn } from '@sidequest/platform-db';
import type { Plan } from '@sidequest/plans-domain';

/** The plan of a chosen quest: one row per quest selection (quests' id, kept plain: no foreign key across contexts). */
export const QuestPlanRowSchema = defineTable({
  tableName: 'quest_plans',
  indexes: [{ name: 'quest_plans_user_idx', properties: ['userId'] }],
  properties: {
    selectionId: p.uuid().primary(),
    userId: userIdColumn(),
    questId: p.string().length(100),
    planData: p.json<Plan>(),
    updatedAt: p.datetime(),
  },
});
export type QuestPlanRow = InferEntity<typeof QuestPlanRowSchema>;

export const plansEntitySchemas = [QuestPlanRowSchema];
