import type { Plan } from '@sidequest/plans-domain';
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
  /** The row with its plan, which plans keeps. */
  toDomain: (r: QuestSelectionRow, plan: Plan): QuestSelectionRecord => ({
    id: r.id,
    userId: r.userId,
    questId: r.selectedQuestId,
    title: r.selectedQuestTitle,
    description: r.selectedQuestDescription,
    plan,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }),
  /** The row without its plan (plans keeps it; plan_data stays empty). */
  toRow: (s: QuestSelectionRecord): Omit<QuestSelectionRow, 'planData' | 'finishedAt'> => ({
    id: s.id,
    userId: s.userId,
    selectedQuestId: s.questId,
    selectedQuestTitle: s.title,
    selectedQuestDescription: s.description,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  }),
};
