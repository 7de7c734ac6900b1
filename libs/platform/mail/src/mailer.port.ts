import type { StoredMail } from './outgoing-mail';

/** Delivers one mail. Throws when the transport refuses it; the job's retries decide what next. */
export abstract class Mailer {
  abstract readonly kind: 'smtp' | 'outbox';
  abstract deliver(mail: StoredMail, from: string): Promise<void>;
}
