import type { GeneratedQuestRecord, QuestSelectionRecord } from '@sidequest/quests-domain';
import type { GeneratedQuestRow, QuestSelectionRow } from './quests.schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from the token or the URL: anything but a uuid matches no row (and never reaches Postgres). */
export const isUuid = (value: string): boolean => UUID.test(value);

export const generatedQuestMapper = {
  toDomain: (r: GeneratedQuestRow): GeneratedQuestRecord => ({
    id: r.id,
    userId: r.userId,
    questId: r.questId,
    title: r.title,
    description: r.description,
    isSelected: r.isSelected,
    createdAt: r.createdAt,
  }),
  toRow: (q: GeneratedQuestRecord): GeneratedQuestRow => ({ ...q }),
};

export const questSelectionMapper = {
  toDomain: (r: QuestSelectionRow): QuestSelectionRecord => ({
    id: r.id,
    userId: r.userId,
    questId: r.selectedQuestId,
    title: r.selectedQuestTitle,
    description: r.selectedQuestDescription,
    plan: r.planData,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }),
  toRow: (s: QuestSelectionRecord): QuestSelectionRow => ({
    id: s.id,
    userId: s.userId,
    selectedQuestId: s.questId,
    selectedQuestTitle: s.title,
    selectedQuestDescription: s.description,
    planData: s.plan,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  }),
};
