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
