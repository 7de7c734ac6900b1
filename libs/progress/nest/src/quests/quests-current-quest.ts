import { Injectable } from '@nestjs/common';
import { FindCurrentQuest } from '@sidequest/quests-domain';
import type { CurrentQuestMilestones, CurrentQuestPort } from '@sidequest/progress-domain';

/** Progress's CurrentQuestPort over quests' public use case (the quests module exports it). */
@Injectable()
export class QuestsCurrentQuest implements CurrentQuestPort {
  constructor(private readonly findCurrentQuest: FindCurrentQuest) {}

  async current(userId: string): Promise<CurrentQuestMilestones | null> {
    const quest = await this.findCurrentQuest.execute({ userId });
    return quest
      ? {
          questId: quest.questId,
          milestoneCount: quest.plan.milestones.length,
          weeklyPlan: quest.plan.schedule?.weekly_plan ?? null,
          title: quest.title,
          milestoneTitles: quest.plan.milestones.map((m) => m.title),
        }
      : null;
  }
}
