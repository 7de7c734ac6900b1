export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  /** The stored row's id, and so the delivery job's: set it to the business message's id; random when absent. */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** A mail as the Mailer port delivers it: stored first, so it has an id. */
export interface StoredMail extends OutgoingMail {
  id: string;
}
