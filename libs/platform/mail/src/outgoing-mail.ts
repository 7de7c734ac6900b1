export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** A mail as the Mailer port delivers it: stored first, so it has an id. */
export interface StoredMail extends OutgoingMail {
  id: string;
}
