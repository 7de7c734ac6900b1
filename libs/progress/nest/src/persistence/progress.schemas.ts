import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** quest_progress: one row per user and quest (user ids stay plain: accounts owns users). */
export const QuestProgressRecordSchema = defineEntity({
  name: 'QuestProgressRecord',
  tableName: 'quest_progress',
  uniques: [{ name: 'quest_progress_user_quest_unique', properties: ['userId', 'questId'] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.string().length(64),
    questId: p.string().length(120),
    completedSteps: p.json<number[]>(),
    stepCount: p.integer(),
    isCompleted: p.boolean(),
    startedAt: p.datetime(),
    completedAt: p.datetime().nullable(),
  },
});
export type QuestProgressRecord = InferEntity<typeof QuestProgressRecordSchema>;

/** Which milestones of a user's current quest are ticked (saved on the server so it follows the user). */
export const MilestoneProgressRowSchema = defineEntity({
  name: 'MilestoneProgressRow',
  tableName: 'milestone_progress',
  properties: {
    userId: p.uuid().primary(),
    questId: p.string().length(100).primary(),
    completed: p.json<number[]>(),
    updatedAt: p.datetime(),
  },
});
export type MilestoneProgressRow = InferEntity<typeof MilestoneProgressRowSchema>;

/** check_ins: "Done for today", one row per user and local date (the unique pair is the key). */
export const CheckInRowSchema = defineEntity({
  name: 'CheckInRow',
  tableName: 'check_ins',
  uniques: [{ name: 'check_ins_user_local_date_unique', properties: ['userId', 'localDate'] }],
  properties: {
    userId: p.uuid().primary(),
    localDate: p.string().columnType('date').primary(),
    questId: p.string().length(120),
    zone: p.string().length(64),
    createdAt: p.datetime(),
  },
});
export type CheckInRow = InferEntity<typeof CheckInRowSchema>;

export const progressEntitySchemas = [QuestProgressRecordSchema, MilestoneProgressRowSchema, CheckInRowSchema];
