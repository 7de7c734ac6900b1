import { Injectable } from '@nestjs/common';
import type { Reflection } from '@sidequest/progress-domain';
import { SqlReads, type ReadStatement } from '@sidequest/platform-db';
import { QuestTaste, tasteFromReflections, type TasteWeights } from '@sidequest/quests-domain';
import { isUuid } from '../persistence/user-id';

/**
 * Every signed-in generation and dashboard reads the person's taste, so this read is plain SQL (the four
 * columns taste needs, no hydration); tools/bench/raw-baseline.ts runs the same text.
 */
export const TASTE_STATEMENT: ReadStatement = {
  name: 'sq_taste_v1',
  text: 'select quest_id, occupation_code, rating, direction from reflections where user_id = ?',
};

export interface TasteRow {
  quest_id: string;
  occupation_code: string | null;
  rating: number | string;
  direction: Reflection['direction'];
}

/** The taste of a person's reflection rows: what they enjoyed weighs toward, what they did not, away. */
export const tasteFromRows = (rows: readonly TasteRow[]): TasteWeights =>
  tasteFromReflections(
    rows.map((r) => ({
      questId: r.quest_id,
      occupationCode: r.occupation_code,
      rating: Number(r.rating),
      direction: r.direction,
    })),
  );

/** Progress's QuestTaste: a person's taste read from their own reflections, in one round trip. */
@Injectable()
export class ReflectionTaste extends QuestTaste {
  constructor(private readonly sql: SqlReads) {
    super();
  }

  async weightsFor(userId: string): Promise<TasteWeights> {
    if (!isUuid(userId)) return tasteFromRows([]);
    return tasteFromRows(await this.sql.rows<TasteRow>(TASTE_STATEMENT, [userId]));
  }
}
