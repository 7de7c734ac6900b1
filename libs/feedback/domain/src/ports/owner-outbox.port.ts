import type { OwnerMail } from '../model/owner-mail';

/**
 * The transactional outbox towards the owner's inbox: `enqueue` writes the mail row in the current
 * transaction, so it commits with the message or not at all; the worker delivers it afterwards.
 */
export interface OwnerOutbox {
  enqueue(mail: OwnerMail): Promise<void>;
}
