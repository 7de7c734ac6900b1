import { Injectable } from '@nestjs/common';
import {
  FindCurrentQuest,
  FindCurrentQuests,
  questDaySteps,
  type QuestSelectionRecord,
} from '@sidequest/quests-domain';
import type { CurrentQuestMilestones, CurrentQuestPort } from '@sidequest/progress-domain';

function milestonesOf(quest: QuestSelectionRecord): CurrentQuestMilestones {
  return {
    questId: quest.questId,
    milestoneCount: quest.plan.milestones.length,
    weeklyPlan: quest.plan.schedule?.weekly_plan ?? null,
    title: quest.title,
    startedAt: quest.createdAt,
    milestoneTitles: quest.plan.milestones.map((m) => m.title),
    // Derived from the plan already read: no extra round trip for today's step.
    daySteps: questDaySteps(quest).map(({ text, minutes }) => ({ text, minutes })),
  };
}

/** Progress's CurrentQuestPort over quests' public use cases (the quests module exports them). */
@Injectable()
export class QuestsCurrentQuest implements CurrentQuestPort {
  constructor(
    private readonly findCurrentQuest: FindCurrentQuest,
    private readonly findCurrentQuests: FindCurrentQuests,
  ) {}

  async current(userId: string): Promise<CurrentQuestMilestones | null> {
    const quest = await this.findCurrentQuest.execute({ userId });
    return quest ? milestonesOf(quest) : null;
  }

  async currentMany(userIds: readonly string[]): Promise<Map<string, CurrentQuestMilestones>> {
    const quests = await this.findCurrentQuests.execute({ userIds });
    return new Map(quests.map((quest) => [quest.userId, milestonesOf(quest)]));
  }
}
