import type { FeedbackMessage } from '../model/feedback-message.entity';
import type { OwnerMail } from '../model/owner-mail';
import type { SupportMessage } from '../model/support-message.entity';
import type { FeedbackRepository, SupportMessageRepository } from '../ports/message-repositories.port';
import type { OwnerOutbox } from '../ports/owner-outbox.port';
import type { UnitOfWork } from '@sidequest/kernel';

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

  readonly feedbackRepository: FeedbackRepository = {
    add: async (message) => this.write(() => this.feedback.push(message)),
  };
  readonly supportRepository: SupportMessageRepository = {
    add: async (message) => this.write(() => this.support.push(message)),
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
