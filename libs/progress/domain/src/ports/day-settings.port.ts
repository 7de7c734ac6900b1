/**
 * The person's saved time zone (their days, check-ins and streak are counted there) and the reminders a
 * check-in answers. Reminders keeps both in its settings and answers this port (an abstract class, so
 * it is also the token its module provides): progress never imports reminders.
 */
export abstract class DaySettings {
  /** The zone the person saved, or null while the browser's zone counts. */
  abstract savedZone(userId: string): Promise<string | null>;
  /** A check-in answers the reminders: their count towards the pause starts again. */
  abstract checkedIn(userId: string): Promise<void>;
}
