import { p, type InferEntity } from '@mikro-orm/core';
import { defineTable, userIdColumn } from '@sidequest/platform-db';

/** quest_progress: one row per user and quest (user ids stay plain: accounts owns users). */
export const QuestProgressRecordSchema = defineTable({
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
export const MilestoneProgressRowSchema = defineTable({
  tableName: 'milestone_progress',
  properties: {
    userId: userIdColumn().primary(),
    questId: p.string().length(100).primary(),
    completed: p.json<number[]>(),
    updatedAt: p.datetime(),
  },
});

/** check_ins: "Done for today", one row per user and local date (the unique pair is the key). */
export const CheckInRowSchema = defineTable({
  tableName: 'check_ins',
  uniques: [{ name: 'check_ins_user_local_date_unique', properties: ['userId', 'localDate'] }],
  properties: {
    userId: userIdColumn().primary(),
    localDate: p.string().columnType('date').primary(),
    questId: p.string().length(120),
    zone: p.string().length(64),
    createdAt: p.datetime(),
  },
});

/** reflections: the quest log, how a finished or left quest felt; one row per user and quest (a second answer replaces the first). */
export const ReflectionRowSchema = defineTable({
  tableName: 'reflections',
  indexes: [
    {
      name: 'reflections_user_ended_idx',
      expression: 'create index "reflections_user_ended_idx" on "reflections" ("user_id", "ended_at" desc)',
    },
  ],
  checks: [
    { name: 'reflections_rating_check', expression: 'rating >= 1 and rating <= 5' },
    { name: 'reflections_direction_check', expression: `"direction" in ('more', 'different')` },
    { name: 'reflections_ended_check', expression: `"ended" in ('finished', 'switched')` },
  ],
  properties: {
    userId: userIdColumn().primary(),
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
/**
 * progress_awards: points and badges earned, one row per (user, kind, subject). Earned once, kept: a
 * repeat finds the key taken, and an undo of the deed leaves the row (SQL in MikroOrmAwardRepository).
 */
export const AwardRowSchema = defineTable({
  tableName: 'progress_awards',
  checks: [{ name: 'progress_awards_points_check', expression: 'points >= 0' }],
  properties: {
    userId: userIdColumn().primary(),
    kind: p.string().length(20).primary(),
    subject: p.string().length(160).primary(),
    points: p.integer(),
    earnedAt: p.datetime(),
  },
});

export const progressEntitySchemas = [
  QuestProgressRecordSchema,
  MilestoneProgressRowSchema,
  CheckInRowSchema,
  ReflectionRowSchema,
  AwardRowSchema,
];
