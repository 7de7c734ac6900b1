import type { UnitOfWork } from '@sidequest/kernel';
import type {
  ReminderLinkClaims,
  ReminderLinkSigner,
  ReminderMailer,
  ReminderMailInput,
} from '../ports/reminder-links.port';

/** Links "signed" with a fixed word: enough for use-case tests (the adapter signs with HMAC). */
export class FakeReminderLinks implements ReminderLinkSigner {
  sign(claims: ReminderLinkClaims): string {
    return `fake.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  }

  verify(token: string): ReminderLinkClaims | null {
    if (!token.startsWith('fake.')) return null;
    try {
      return JSON.parse(Buffer.from(token.slice(5), 'base64url').toString('utf8')) as ReminderLinkClaims;
    } catch {
      return null;
    }
  }
}

/** Keeps each reminder mail it is asked to send. */
export class RecordingReminderMailer implements ReminderMailer {
  readonly sent: ReminderMailInput[] = [];

  async send(input: ReminderMailInput): Promise<boolean> {
    this.sent.push(input);
    return true;
  }
}

/** Runs the work as it is (no rollback): the in-memory ports have no transactions. */
export const inlineUnitOfWork: UnitOfWork = { transaction: (work) => work() };
