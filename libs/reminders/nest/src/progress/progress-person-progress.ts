import { Injectable } from '@nestjs/common';
import type { Result } from '@sidequest/kernel';
import {
  CheckInToday,
  ReadPersonDays,
  type CurrentQuestMilestones,
  type MilestoneProgress,
} from '@sidequest/progress-domain';
import type { PersonProgress } from '@sidequest/reminders-domain';

/** Reminders' PersonProgress over progress's public use cases (progress's module exports them). */
@Injectable()
export class ProgressPersonProgress implements PersonProgress {
  constructor(
    private readonly days: ReadPersonDays,
    private readonly checkInToday: CheckInToday,
  ) {}

  current(userId: string): Promise<CurrentQuestMilestones | null> {
    return this.days.current(userId);
  }

  currentMany(userIds: readonly string[]): Promise<Map<string, CurrentQuestMilestones>> {
    return this.days.currentMany(userIds);
  }

  checkedInOn(pairs: readonly { userId: string; localDate: string }[]): Promise<Set<string>> {
    return this.days.checkedInOn(pairs);
  }

  countBefore(pairs: readonly { userId: string; questId: string; before: string }[]): Promise<Map<string, number>> {
    return this.days.countBefore(pairs);
  }

  findMany(pairs: readonly { userId: string; questId: string }[]): Promise<MilestoneProgress[]> {
    return this.days.findMany(pairs);
  }

  async checkIn(userId: string, timeZone: string): Promise<Result<{ changed: boolean }>> {
    return this.checkInToday.execute({ userId, timeZone });
  }
}
