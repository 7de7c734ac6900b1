import { Injectable } from '@nestjs/common';
import { SqlReads } from '@sidequest/platform-db';
import { QuestTaste, tasteFromReflections, type TasteWeights } from '@sidequest/quests-domain';
import { TASTE_STATEMENT, type TasteRow } from '@sidequest/read-models';
import { isUuid } from '../persistence/quests.mappers';

// tools/bench/raw-baseline.ts loads this file as is, so its baseline weighs the rows exactly as the api does.

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

/** Quests' QuestTaste: a person's taste read from their reflections (progress's table, through read-models), in one round trip. */
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
