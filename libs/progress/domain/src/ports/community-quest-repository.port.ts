import type { CommunityQuest } from '../model/community-quest';

/** The catalogue as stored (seeded by migration). Filtering and locking stay in the domain. */
export interface CommunityQuestRepository {
  all(): Promise<CommunityQuest[]>;
  findById(questId: string): Promise<CommunityQuest | null>;
}
