import type { CommunityQuest } from './community-quest';

/** The community catalogue as stored (community_quests, seeded by migration). */
export interface CommunityCatalogueRepository {
  all(): Promise<CommunityQuest[]>;
  findById(questId: string): Promise<CommunityQuest | null>;
}
