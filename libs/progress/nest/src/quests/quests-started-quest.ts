import { Injectable } from '@nestjs/common';
import { FindStartedQuest, FinishQuest, questOccupation } from '@sidequest/quests-domain';
import type { QuestOccupationPort, QuestToReflect, StartedQuestPort } from '@sidequest/progress-domain';

/** Progress's StartedQuestPort over quests' public use cases (the quests module exports them). */
@Injectable()
export class QuestsStartedQuest implements StartedQuestPort {
  constructor(
    private readonly findStartedQuest: FindStartedQuest,
    private readonly finishQuest: FinishQuest,
  ) {}

  async find(userId: string, questId: string): Promise<QuestToReflect | null> {
    const quest = await this.findStartedQuest.execute({ userId, questId });
    return quest ? { questId: quest.questId, title: quest.title, startedAt: quest.createdAt } : null;
  }

  async finish(userId: string, questId: string): Promise<void> {
    await this.finishQuest.execute({ userId, questId });
  }
}

/** The occupation a quest names, read by quests' domain from the quest id. */
export const questsOccupations: QuestOccupationPort = {
  occupationOf: (questId) => questOccupation(questId),
};
