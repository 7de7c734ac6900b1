import type { FeedbackMessage } from '../model/feedback-message.entity';
import type { OwnerMail } from '../model/owner-mail';
import type { SupportMessage } from '../model/support-message.entity';
import type { FeedbackRepository, SupportMessageRepository } from '../ports/message-repositories.port';
import type { OwnerOutbox } from '../ports/owner-outbox.port';
import type { UnitOfWork } from '@sidequest/kernel';

const unique = <M extends { id: string }>(table: M[], message: M): M => {
  if (table.some((m) => m.id === message.id)) throw new Error(`a message with id ${message.id} is already stored`);
  return message;
};

/**
 * Messages and outbox rows in memory. Writes outside a transaction are refused, as the outbox must
 * always commit with its message; a throw inside one rolls all three back.
 */
export class InMemoryFeedbackStore implements OwnerOutbox, UnitOfWork {
  feedback: FeedbackMessage[] = [];
  support: SupportMessage[] = [];
  outbox: OwnerMail[] = [];
  failNextOutboxWrite = false;
  /** Open transactions: one called inside another joins it, as the database's does. */
  private depth = 0;

  /** Ids are primary keys, as in Postgres: a second message under one id is refused. */
  readonly feedbackRepository: FeedbackRepository = {
    add: async (message) => this.write(() => this.feedback.push(unique(this.feedback, message))),
  };
  readonly supportRepository: SupportMessageRepository = {
    add: async (message) => this.write(() => this.support.push(unique(this.support, message))),
  };

  async enqueue(mail: OwnerMail): Promise<void> {
    if (this.failNextOutboxWrite) {
      this.failNextOutboxWrite = false;
      throw new Error('outbox write failed');
    }
    this.write(() => this.outbox.push(mail));
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    const saved = { feedback: [...this.feedback], support: [...this.support], outbox: [...this.outbox] };
    this.depth += 1;
    try {
      return await work();
    } catch (error) {
      Object.assign(this, saved);
      throw error;
    } finally {
      this.depth -= 1;
    }
  }

  private write(change: () => void): void {
    if (this.depth === 0) throw new Error('written outside a transaction');
    change();
  }
}
