import { p, type InferEntity } from '@mikro-orm/core';
import { defineTable, userIdColumn } from '@sidequest/platform-db';
import type { Plan } from '@sidequest/plans-domain';

/** onboarding_responses: interests (category strings) and dream_role. */
export const OnboardingResponseRowSchema = defineTable({
  tableName: 'onboarding_responses',
  indexes: [{ name: 'onboarding_responses_user_idx', properties: ['userId'] }],
  properties: {
    id: p.uuid().primary(),
    userId: userIdColumn(),
    interests: p.json<string[]>(),
    dreamRole: p.text().nullable(),
    createdAt: p.datetime(),
  },
});

/** generated_quests: the three quests onboarding produced; a quest id appears once per user. */
export const GeneratedQuestRowSchema = defineTable({
  tableName: 'generated_quests',
  uniques: [{ name: 'generated_quests_user_quest_unique', properties: ['userId', 'questId'] }],
  indexes: [{ name: 'generated_quests_user_created_idx', properties: ['userId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    userId: userIdColumn(),
    questId: p.string().length(100),
    title: p.string().length(200),
    description: p.text(),
    isSelected: p.boolean().default(false),
    createdAt: p.datetime(),
  },
});
export type GeneratedQuestRow = InferEntity<typeof GeneratedQuestRowSchema>;

/** quest_selections: the latest by created_at is the current quest, unless it is finished. Its plan lives in plans' quest_plans; plan_data is no longer written. */
export const QuestSelectionRowSchema = defineTable({
  tableName: 'quest_selections',
  indexes: [{ name: 'quest_selections_user_created_idx', properties: ['userId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    userId: userIdColumn(),
    selectedQuestId: p.string().length(100),
    selectedQuestTitle: p.string().length(200),
    selectedQuestDescription: p.text(),
    planData: p.json<Plan>().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    /** Set once the person finishes the quest: it is then no longer current (see the selection repository). */
    finishedAt: p.datetime().nullable(),
  },
});
export type QuestSelectionRow = InferEntity<typeof QuestSelectionRowSchema>;

/** The spec's community_quests: the shared catalogue, seeded by migration. */
export const CommunityQuestRecordSchema = defineTable({
  tableName: 'community_quests',
  properties: {
    questId: p.string().length(120).primary(),
    title: p.text(),
    description: p.text(),
    category: p.string().length(40),
    difficulty: p.string().length(20),
    timeInvestment: p.text(),
    steps: p.json<string[]>(),
    createdAt: p.datetime(),
  },
});
export type CommunityQuestRecord = InferEntity<typeof CommunityQuestRecordSchema>;

/** Which version of a piece of shipped content (the community catalogue) the database holds; see community-catalogue.sync.ts. */
export const CatalogueVersionRecordSchema = defineTable({
  tableName: 'catalogue_versions',
  properties: {
    name: p.string().length(60).primary(),
    version: p.string().length(64),
    syncedAt: p.datetime(),
  },
});

export const questsEntitySchemas = [
  OnboardingResponseRowSchema,
  GeneratedQuestRowSchema,
  QuestSelectionRowSchema,
  CommunityQuestRecordSchema,
  CatalogueVersionRecordSchema,
];
