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

/** A body many mails share (a scheduler's batch renders it once), with slots each mail fills with its own values. */
export interface SharedMailBody {
  readonly text: string;
  readonly html?: string;
}

/**
 * A mail whose text and html are a shared body with this mail's own values in its slots (signed links,
 * say). MailService.sendMany stores the body once and the values with the mail; delivery fills them in
 * (fillMail), so the stored rows still say exactly what is sent.
 */
export interface FilledMail extends Omit<OutgoingMail, 'text' | 'html' | 'attachments'> {
  body: SharedMailBody;
  /** Slot → value; each slot is a marker that occurs nowhere else in the body. */
  fills: Record<string, string>;
}

/** The mail's own text and html: every slot of the shared body replaced by its value. */
export function fillMail(body: SharedMailBody, fills: Record<string, string>): { text: string; html?: string } {
  const fill = (s: string) => Object.entries(fills).reduce((out, [slot, value]) => out.replaceAll(slot, value), s);
  return { text: fill(body.text), html: body.html === undefined ? undefined : fill(body.html) };
}
