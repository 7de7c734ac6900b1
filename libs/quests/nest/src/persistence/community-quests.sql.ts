import type { ReadStatement } from '@sidequest/platform-db';
import type { CommunityQuest } from '@sidequest/quests-domain';
import { fromCatalogueColumns, type CommunityCatalogueColumns } from './catalogue-columns';

/**
 * The community catalogue with its steps (48 rows), as plain SQL: no entities, no hydration. Progress's
 * dashboard lists and its start's lock check read it through ReadCommunityCatalogue.
 */
export const COMMUNITY_QUESTS_STATEMENT: ReadStatement = {
  name: 'sq_community_quests_v1',
  text: `select quest_id, title, description, category, difficulty, time_investment, steps, created_at from community_quests`,
};

export interface CommunityQuestRow extends CommunityCatalogueColumns {
  steps: string[];
}

/** The domain's quest from a catalogue row. */
export function fromCatalogueRow(row: CommunityQuestRow): CommunityQuest {
  return { ...fromCatalogueColumns(row), steps: row.steps };
}
