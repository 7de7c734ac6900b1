/** What a signed reminder link does (the same names as the contracts' REMINDER_LINK_ACTIONS). */
export type ReminderLinkAction = 'done' | 'unsubscribe' | 'resume';

/** What a reminder link carries: the action, the person, the local day the mail was for, and a random id. */
export interface ReminderLinkClaims {
  action: ReminderLinkAction;
  userId: string;
  /** `YYYY-MM-DD`, the person's day the reminder was for. */
  localDate: string;
  /** Random; the used-links table keeps it so each link works once. */
  id: string;
}

/** Signs and checks reminder links (HMAC in the adapter). verify answers null for a bad or foreign signature. */
export interface ReminderLinkSigner {
  sign(claims: ReminderLinkClaims): string;
  verify(token: string): ReminderLinkClaims | null;
}

/** What a reminder mail says; the adapter renders it, signs its links and stores it in the outbox. */
export interface ReminderMailInput {
  userId: string;
  questTitle: string;
  /** Next up: today's step of the plan; for a plan without steps the next unticked milestone's title, or null when all are ticked. */
  nextMilestone: string | null;
  /** The person's day the reminder is for. */
  localDate: string;
  /** True on the UNANSWERED_BEFORE_PAUSE-th unanswered reminder: it says reminders pause now. */
  pausesNow: boolean;
}

/** Writes one reminder mail to the outbox, in the caller's transaction. False when the person has no address any more. */
export interface ReminderMailer {
  send(input: ReminderMailInput): Promise<boolean>;
  /**
   * A batch's mails in one go, in the caller's transaction: the user ids whose mail was stored
   * (people without an address any more are left out).
   */
  sendMany(inputs: readonly ReminderMailInput[]): Promise<Set<string>>;
}
