export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  /** The stored row's id, and so the delivery job's: set it to the business message's id; random when absent. */
  id?: string;
  /** What the mail is (`confirm`, `feedback`, …): all that stays of it, with its recipient and times, once delivered. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on reminders. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** A mail as the Mailer port delivers it: stored first, so it has an id. */
export interface StoredMail extends Omit<OutgoingMail, 'kind'> {
  id: string;
}
