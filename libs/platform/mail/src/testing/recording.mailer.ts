import { Mailer } from '../mailer.port';
import type { StoredMail } from '../outgoing-mail';

/** A Mailer that keeps every mail it is asked to deliver, for a spec to read. */
export class RecordingMailer extends Mailer {
  readonly kind = 'outbox' as const;
  readonly delivered: StoredMail[] = [];
  async deliver(mail: StoredMail): Promise<void> {
    this.delivered.push(mail);
  }
}
