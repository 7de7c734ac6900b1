import type { CheckIn } from '../daily/check-in';

/** "Done for today" marks, one per user and local date. Every read is scoped to one user. */
export interface CheckInRepository {
  /** The user's check-ins, oldest local date first. */
  listByUser(userId: string): Promise<CheckIn[]>;
  /**
   * Inside the caller's transaction: the user's check-ins, as listByUser, with the user's check-ins
   * held until commit, so two concurrent marks (say, sent with different zones) are decided one after the other.
   */
  listByUserLocked(userId: string): Promise<CheckIn[]>;
  /**
   * Which of these (user, local date) pairs have a check-in, as `userId/localDate` keys: the
   * scheduler's one read per batch.
   */
  checkedInOn(pairs: readonly { userId: string; localDate: string }[]): Promise<Set<string>>;
  /**
   * How many check-ins each (user, quest) pair has before a local date, keyed `userId/questId` (pairs
   * with none are absent): the scheduler's one read per batch for the day step its mails name.
   */
  countBefore(pairs: readonly { userId: string; questId: string; before: string }[]): Promise<Map<string, number>>;
  /** Stores it unless the user already has one on that local date; false when one was there. */
  add(checkIn: CheckIn): Promise<boolean>;
  /** Removes the user's check-in on that local date, if any. */
  remove(userId: string, localDate: string): Promise<void>;
  deleteByUser(userId: string): Promise<void>;
}
