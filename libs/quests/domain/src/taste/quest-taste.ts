import type { Field } from '../catalogue/fields';
import { FIELDS } from '../catalogue/fields';
import { occupationByCode } from '../catalogue/occupation-fields';
import { generateQuestForOccupation } from '../generator/built-in-quest-generator';
import type { QuestDraft } from '../generator/quest-draft';
import { parseSignatureQuestId } from '../generator/signature-ids';

/**
 * What a person's past quests say about their taste: a weight per field and per O*NET occupation
 * code. Positive leans toward, negative away from; a missing key is neutral (0).
 */
export interface TasteWeights {
  fields: Readonly<Record<string, number>>;
  occupations: Readonly<Record<string, number>>;
}

export const NEUTRAL_TASTE: TasteWeights = Object.freeze({ fields: {}, occupations: {} });

/**
 * The port quests asks for a person's taste. Another context (progress, from its reflections) provides
 * it under this class as the token; without one, every taste is neutral.
 */
export abstract class QuestTaste {
  abstract weightsFor(userId: string): Promise<TasteWeights>;
}

export const neutralQuestTaste: QuestTaste = { weightsFor: async () => NEUTRAL_TASTE };

const FIELD_SET = new Set<string>(FIELDS);

/** The field and occupation a quest id carries (`q-<field>-...`, signature ids also name the code). */
export function questKind(questId: string): { field: Field | null; occupationCode: string | null } {
  const kind = /^q-([a-z]+)-/.exec(questId)?.[1] ?? null;
  const field = kind && FIELD_SET.has(kind) ? (kind as Field) : null;
  const code = parseSignatureQuestId(questId)?.code ?? null;
  return { field, occupationCode: code };
}

/** The occupation a quest names, with its title, when the id or the draft says which. */
export function questOccupation(questId: string, code?: string | null): { code: string; title: string } | null {
  const known = code ?? questKind(questId).occupationCode;
  const occupation = known ? occupationByCode(known) : undefined;
  return occupation ? { code: occupation.code, title: occupation.title } : null;
}

/** How one reflection leans: rating above or below the middle, plus "more like this" (+1) or "something different" (−1). */
export function reflectionLean(rating: number, direction: 'more' | 'different'): number {
  return rating - 3 + (direction === 'more' ? 1 : -1);
}

/** Sums the leans of a person's reflections into weights per field and per occupation. */
export function tasteFromReflections(
  reflections: readonly {
    questId: string;
    occupationCode: string | null;
    rating: number;
    direction: 'more' | 'different';
  }[],
): TasteWeights {
  const fields: Record<string, number> = {};
  const occupations: Record<string, number> = {};
  for (const r of reflections) {
    const lean = reflectionLean(r.rating, r.direction);
    if (lean === 0) continue;
    const { field, occupationCode } = questKind(r.questId);
    const code = r.occupationCode ?? occupationCode;
    const fieldOf = field ?? (code ? (occupationByCode(code)?.field ?? null) : null);
    if (fieldOf) fields[fieldOf] = (fields[fieldOf] ?? 0) + lean;
    if (code) occupations[code] = (occupations[code] ?? 0) + lean;
  }
  return { fields, occupations };
}

/** A quest's score under a taste: its occupation's weight plus its field's. */
export function questScore(quest: { id: string; occupation?: { code: string } }, taste: TasteWeights): number {
  const { field, occupationCode } = questKind(quest.id);
  const code = quest.occupation?.code ?? occupationCode;
  const occupationWeight = code ? (taste.occupations[code] ?? 0) : 0;
  const fieldOf = field ?? (code ? (occupationByCode(code)?.field ?? null) : null);
  return occupationWeight + (fieldOf ? (taste.fields[fieldOf] ?? 0) : 0);
}

/**
 * Orders quests by taste: higher score first, ties keep their given order (so a neutral taste changes
 * nothing). Nothing is dropped. Pure and deterministic.
 */
export function orderByTaste<T extends { id: string; occupation?: { code: string } }>(
  quests: readonly T[],
  taste: TasteWeights,
): T[] {
  return quests
    .map((quest, index) => ({ quest, index, score: questScore(quest, taste) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.quest);
}

const isFiller = (quest: QuestDraft) => quest.id.startsWith('q-explore-');

/**
 * Steers a generated set of quests: the exploration fillers (never a job the person typed) give way to
 * quests for the occupations the person liked most, then everything is ordered by taste. A neutral
 * taste returns the drafts unchanged. Deterministic: the same drafts and weights give the same result.
 */
export function steerQuests(drafts: readonly QuestDraft[], taste: TasteWeights, answer = ''): QuestDraft[] {
  const liked = Object.entries(taste.occupations)
    .filter(([, weight]) => weight > 0)
    .sort(([a, wa], [b, wb]) => wb - wa || a.localeCompare(b))
    .map(([code]) => code);
  const result = [...drafts];
  const has = (code: string) => result.some((q) => (q.occupation?.code ?? questKind(q.id).occupationCode) === code);
  for (const code of liked) {
    const slot = result.findIndex(isFiller);
    if (slot < 0) break;
    if (has(code)) continue;
    const quest = generateQuestForOccupation(code, answer);
    if (quest && !result.some((q) => q.id === quest.id || q.title === quest.title)) result[slot] = quest;
  }
  return orderByTaste(result, taste);
}
