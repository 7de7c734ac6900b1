import type { ReminderLinkAction } from './reminder-links.port';

/** One reminder, whatever carries it: the person, what it says, and its links. */
export interface ReminderMessage {
  /** Who it is for; the channel finds where to reach them (their mail address, say). */
  userId: string;
  questTitle: string;
  /** Next up: today's step of the plan; for a plan without steps the next unticked milestone's title, or null when all are ticked. */
  nextMilestone: string | null;
  /** The person's day the reminder is for. */
  localDate: string;
  /** True on the UNANSWERED_BEFORE_PAUSE-th unanswered reminder: it says reminders pause now. */
  pausesNow: boolean;
  /** Each link's signed single-use token (ReminderLinkSigner), for the channel to put behind its buttons. */
  links: Record<ReminderLinkAction, string>;
}

/**
 * Where reminders go out: mail through the platform outbox today; another medium (web push, say) is another
 * adapter. Sends in the caller's transaction, so a tick that rolls back sends nothing.
 */
export interface ReminderChannel {
  /** One reminder; false when the person cannot be reached any more (no address). */
  send(message: ReminderMessage): Promise<boolean>;
  /** A batch in one go: the user ids whose reminder went out (people who cannot be reached are left out). */
  sendMany(messages: readonly ReminderMessage[]): Promise<Set<string>>;
}
