import type { CommunityQuest } from '../model/community-quest';

/** Quests' community catalogue as progress reads it (an adapter over quests' ReadCommunityCatalogue). Filtering and locking stay in the domain. */
export interface CommunityQuestRepository {
  all(): Promise<CommunityQuest[]>;
  findById(questId: string): Promise<CommunityQuest | null>;
}
