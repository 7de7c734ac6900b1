import type { Result } from '@sidequest/kernel';
import type { CheckInRepository, CurrentQuestPort, MilestoneProgressRepository } from '@sidequest/progress-domain';

/**
 * What reminders asks progress about a person (the adapter goes through progress's public use cases):
 * their current quest as the daily loop sees it, their check-ins and milestone ticks (for a batch of
 * people at once), and the check-in a "done" link makes.
 */
export interface PersonProgress
  extends
    CurrentQuestPort,
    Pick<CheckInRepository, 'checkedInOn' | 'countBefore'>,
    Pick<MilestoneProgressRepository, 'findMany'> {
  /** Checks the person in for today in their zone; `changed` is false when they were in already. */
  checkIn(userId: string, timeZone: string): Promise<Result<{ changed: boolean }>>;
}
