import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An item as stored, in the context's own table (see occupations.migrations.ts). */
export const OccupationsItemRecordSchema = defineEntity({
  name: 'OccupationsItemRecord',
  tableName: 'occupations_items',
  properties: {
    id: p.uuid().primary(),
    title: p.string().length(200),
    createdAt: p.datetime(),
  },
});
export type OccupationsItemRecord = InferEntity<typeof OccupationsItemRecordSchema>;

export const occupationsEntitySchemas = [OccupationsItemRecordSchema];
