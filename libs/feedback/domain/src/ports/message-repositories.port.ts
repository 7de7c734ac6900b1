import type { FeedbackMessage } from '../model/feedback-message.entity';
import type { SupportMessage } from '../model/support-message.entity';

/** Stores a feedback message with its attachments' bytes. Joins the current transaction. */
export interface FeedbackRepository {
  add(message: FeedbackMessage): Promise<void>;
}

/** Stores a support message. Joins the current transaction. */
export interface SupportMessageRepository {
  add(message: SupportMessage): Promise<void>;
}
