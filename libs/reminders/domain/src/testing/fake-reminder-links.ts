import type { UnitOfWork } from '@sidequest/kernel';
import type {
  ReminderLinkClaims,
  ReminderLinkSigner,
  ReminderMailer,
  ReminderMailInput,
} from '../ports/reminder-links.port';
import type { ReminderSettings } from '../ports/reminder-repository.port';
import type { InMemoryReminderRepository } from './in-memory-reminder.repository';

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

  async sendMany(inputs: readonly ReminderMailInput[]): Promise<Set<string>> {
    this.sent.push(...inputs);
    return new Set(inputs.map((i) => i.userId));
  }
}

/**
 * The in-memory reminders' transaction: work that throws leaves the reminder rows, the used links and
 * the recorded mails as they were. A call inside an open one joins it.
 */
export class InMemoryRemindersUnitOfWork implements UnitOfWork {
  private open = false;

  constructor(
    private readonly reminders: InMemoryReminderRepository,
    private readonly mailer?: RecordingReminderMailer,
  ) {}

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.open) return work();
    const rows = [...this.reminders.rows].map(([k, v]): [string, ReminderSettings] => [k, { ...v, days: [...v.days] }]);
    const links = [...this.reminders.usedLinks];
    const sent = this.mailer?.sent.length ?? 0;
    this.open = true;
    try {
      return await work();
    } catch (error) {
      this.reminders.rows.clear();
      for (const [k, v] of rows) this.reminders.rows.set(k, v);
      this.reminders.usedLinks.clear();
      for (const [k, v] of links) this.reminders.usedLinks.set(k, v);
      this.mailer?.sent.splice(sent);
      throw error;
    } finally {
      this.open = false;
    }
  }
}
