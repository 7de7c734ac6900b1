import { p, type InferEntity } from '@mikro-orm/core';
import { defineTable, userIdColumn } from '@sidequest/platform-db';

/**
 * A signed-in person's interest profiler answers (item id → 1–5). `user_id` is a plain uuid, not a foreign key:
 * occupations never reaches into accounts' tables; export and deletion find the row by it.
 */
export const InterestProfileRecordSchema = defineTable({
  tableName: 'interest_profiles',
  properties: {
    userId: userIdColumn().primary(),
    answers: p.json<Record<string, number>>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type InterestProfileRecord = InferEntity<typeof InterestProfileRecordSchema>;

export const occupationsEntitySchemas = [InterestProfileRecordSchema];
