import type { CommunityQuest } from './community-quest';
import type { CommunityCatalogueRepository } from './community-catalogue.port';

/** The community catalogue, read-only: what other contexts (progress) ask quests for. */
export class ReadCommunityCatalogue {
  constructor(private readonly deps: { catalogue: CommunityCatalogueRepository }) {}

  all(): Promise<CommunityQuest[]> {
    return this.deps.catalogue.all();
  }

  findById(questId: string): Promise<CommunityQuest | null> {
    return this.deps.catalogue.findById(questId);
  }
}
