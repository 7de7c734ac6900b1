import type { UnitOfWork } from '@sidequest/kernel';
import type { ReminderChannel, ReminderMessage } from '../ports/reminder-channel.port';
import type { ReminderLinkClaims, ReminderLinkSigner } from '../ports/reminder-links.port';
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

/** Keeps each reminder it is asked to send; everyone is reachable but the people it is told are not. */
export class RecordingReminderChannel implements ReminderChannel {
  readonly sent: ReminderMessage[] = [];

  constructor(private readonly unreachable: readonly string[] = []) {}

  async send(message: ReminderMessage): Promise<boolean> {
    return (await this.sendMany([message])).has(message.userId);
  }

  async sendMany(messages: readonly ReminderMessage[]): Promise<Set<string>> {
    const reached = messages.filter((m) => !this.unreachable.includes(m.userId));
    this.sent.push(...reached);
    return new Set(reached.map((m) => m.userId));
  }
}

/**
 * The in-memory reminders' transaction: work that throws leaves the reminder rows, the used links and
 * the recorded reminders as they were. A call inside an open one joins it.
 */
export class InMemoryRemindersUnitOfWork implements UnitOfWork {
  private open = false;

  constructor(
    private readonly reminders: InMemoryReminderRepository,
    private readonly channel?: RecordingReminderChannel,
  ) {}

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.open) return work();
    const rows = [...this.reminders.rows].map(([k, v]): [string, ReminderSettings] => [k, { ...v, days: [...v.days] }]);
    const links = [...this.reminders.usedLinks];
    const sent = this.channel?.sent.length ?? 0;
    this.open = true;
    try {
      return await work();
    } catch (error) {
      this.reminders.rows.clear();
      for (const [k, v] of rows) this.reminders.rows.set(k, v);
      this.reminders.usedLinks.clear();
      for (const [k, v] of links) this.reminders.usedLinks.set(k, v);
      this.channel?.sent.splice(sent);
      throw error;
    } finally {
      this.open = false;
    }
  }
}
