import type { CheckInRepository } from '../ports/check-in-repository.port';
import type { CurrentQuestMilestones, CurrentQuestPort } from '../ports/current-quest.port';
import type { MilestoneProgressRepository } from '../ports/milestone-progress-repository.port';
import type { MilestoneProgress } from '../model/milestone-progress.entity';

interface Deps {
  currentQuest: CurrentQuestPort;
  checkIns: CheckInRepository;
  milestones: MilestoneProgressRepository;
}

/**
 * What reminders asks of what people have done, for one person or a batch at once: the current quest
 * as the daily loop sees it, check-ins on given days, check-ins before a day, and milestone ticks. Reads only.
 */
export class ReadPersonDays {
  constructor(private readonly deps: Deps) {}

  current(userId: string): Promise<CurrentQuestMilestones | null> {
    return this.deps.currentQuest.current(userId);
  }

  async currentMany(userIds: readonly string[]): Promise<Map<string, CurrentQuestMilestones>> {
    const port = this.deps.currentQuest;
    if (port.currentMany) return port.currentMany(userIds);
    const found = await Promise.all(userIds.map(async (id) => [id, await port.current(id)] as const));
    return new Map(found.filter((e): e is [string, CurrentQuestMilestones] => e[1] !== null));
  }

  checkedInOn(pairs: readonly { userId: string; localDate: string }[]): Promise<Set<string>> {
    return this.deps.checkIns.checkedInOn(pairs);
  }

  countBefore(pairs: readonly { userId: string; questId: string; before: string }[]): Promise<Map<string, number>> {
    return this.deps.checkIns.countBefore(pairs);
  }

  findMany(pairs: readonly { userId: string; questId: string }[]): Promise<MilestoneProgress[]> {
    return this.deps.milestones.findMany(pairs);
  }
}
