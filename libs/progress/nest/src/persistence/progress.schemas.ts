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

/** reflections: the quest log, how a finished or left quest felt; one row per user and quest (a second answer replaces the first). */
export const ReflectionRowSchema = defineEntity({
  name: 'ReflectionRow',
  tableName: 'reflections',
  properties: {
    userId: p.uuid().primary(),
    questId: p.string().length(120).primary(),
    questTitle: p.string().length(200),
    occupationCode: p.string().length(16).nullable(),
    occupationTitle: p.string().length(200).nullable(),
    rating: p.smallint(),
    direction: p.string().length(16),
    surprise: p.string().length(280).nullable(),
    ended: p.string().length(16),
    startedAt: p.datetime().nullable(),
    endedAt: p.datetime(),
  },
});
export type ReflectionRow = InferEntity<typeof ReflectionRowSchema>;

export const progressEntitySchemas = [
  QuestProgressRecordSchema,
  MilestoneProgressRowSchema,
  CheckInRowSchema,
  ReflectionRowSchema,
];
