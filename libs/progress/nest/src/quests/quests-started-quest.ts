import { Injectable } from '@nestjs/common';
import { FindStartedQuest, questOccupation } from '@sidequest/quests-domain';
import type { QuestOccupationPort, QuestToReflect, StartedQuestPort } from '@sidequest/progress-domain';

/** Progress's StartedQuestPort over quests' public use case (the quests module exports it). */
@Injectable()
export class QuestsStartedQuest implements StartedQuestPort {
  constructor(private readonly findStartedQuest: FindStartedQuest) {}

  async find(userId: string, questId: string): Promise<QuestToReflect | null> {
    const quest = await this.findStartedQuest.execute({ userId, questId });
    return quest ? { questId: quest.questId, title: quest.title, startedAt: quest.createdAt } : null;
  }
}

/** The occupation a quest names, read by quests' domain from the quest id. */
export const questsOccupations: QuestOccupationPort = {
  occupationOf: (questId) => questOccupation(questId),
};
