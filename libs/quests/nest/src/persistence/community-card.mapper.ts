import type { CommunityQuestCard } from '@sidequest/quests-domain';
import type { CommunityCardRow } from '@sidequest/read-models';
import { fromCatalogueColumns } from './catalogue-columns';

// tools/bench/raw-baseline.ts loads this file as is, so its baseline maps the rows exactly as the api does.

/** The domain's browse card from a board row: the catalogue's one column mapping, with the step count and started flag. */
export function fromCardRow(row: CommunityCardRow): CommunityQuestCard {
  return { ...fromCatalogueColumns(row), stepCount: row.step_count, started: row.started };
}
