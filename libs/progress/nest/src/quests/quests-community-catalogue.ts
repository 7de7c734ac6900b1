import { Injectable } from '@nestjs/common';
import { ReadCommunityCatalogue } from '@sidequest/quests-domain';
import type { CommunityQuest, CommunityQuestRepository } from '@sidequest/progress-domain';

/** Progress's CommunityQuestRepository port over quests' public ReadCommunityCatalogue (the quests module exports it). */
@Injectable()
export class QuestsCommunityCatalogue implements CommunityQuestRepository {
  constructor(private readonly catalogue: ReadCommunityCatalogue) {}

  all(): Promise<CommunityQuest[]> {
    return this.catalogue.all();
  }

  findById(questId: string): Promise<CommunityQuest | null> {
    return this.catalogue.findById(questId);
  }
}
