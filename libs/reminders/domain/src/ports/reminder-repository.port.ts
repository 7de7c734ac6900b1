import type { Weekday } from '@sidequest/kernel';

/** A person's daily settings: the zone their days are counted in, and their reminder. */
// A type, not an interface: it is a record the repository keeps, not a port with adapters.
export type ReminderSettings = {
  userId: string;
  /** The saved IANA zone, or null while the browser's zone is used. */
  timeZone: string | null;
  /** True once the person saved a reminder choice. */
  reminderSaved: boolean;
  enabled: boolean;
  /** Minutes since local midnight (18:00 is 1080). */
  minutes: number;
  days: Weekday[];
  nextReminderAt: Date | null;
  unansweredInRow: number;
  paused: boolean;
  /** `YYYY-MM-DD`: the person's day the last reminder was mailed for (never two on one day); null before the first. */
  lastSentLocalDate: string | null;
  updatedAt: Date;
};

/** The person's daily settings and the single-use reminder links. Every read and write names one user. */
export interface ReminderRepository {
  find(userId: string): Promise<ReminderSettings | null>;
  /**
   * As `find`, with the row locked until the caller's transaction ends: a read-modify-write (a saved
   * time, zone or resume) then waits for a tick that holds the row, and its write keeps what the tick
   * wrote; a tick meanwhile skips the row until the next minute. Call it inside a unit of work.
   */
  findForUpdate(userId: string): Promise<ReminderSettings | null>;
  /** Creates or replaces the user's row. */
  save(settings: ReminderSettings): Promise<void>;
  /**
   * The due reminders (enabled, not paused, next_reminder_at <= now), earliest first, at most `limit`,
   * each locked until the caller's transaction ends and skipped by any other caller meanwhile.
   * Call it inside a unit of work.
   */
  claimDue(now: Date, limit: number): Promise<ReminderSettings[]>;
  /**
   * The scheduler's move of claimed rows, in one write: each row's next_reminder_at,
   * unanswered_in_row, paused, last_sent_local_date and updated_at are set as given. Rows not stored are ignored.
   */
  saveMoves(rows: readonly ReminderSettings[]): Promise<void>;
  /** A check-in answers the reminders: the unanswered count goes back to 0. */
  resetUnanswered(userId: string): Promise<void>;
  /** Records a link's id as used; false when it was used before. */
  useLink(linkId: string, userId: string, at: Date): Promise<boolean>;
  deleteByUser(userId: string): Promise<void>;
}
