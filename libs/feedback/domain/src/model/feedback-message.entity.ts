import { DomainError, err, ImmutableEntity, ok, type Result } from '@sidequest/kernel';
import type { Attachment } from './attachment';

export const FEEDBACK_TEXT_MAX = 5000;
export const PAGE_MAX = 2048;
export const NO_FEEDBACK = 'Please add text, screenshot, or voice note';

export interface FeedbackMessageProps {
  id: string;
  text: string;
  /** From the session only; both null for a signed-out sender. Export and deletion find messages by user id. */
  senderUserId: string | null;
  senderEmail: string | null;
  page: string | null;
  attachments: Attachment[];
  createdAt: Date;
}

/** What someone sent the owner through the feedback control. */
export class FeedbackMessage extends ImmutableEntity<FeedbackMessageProps>() {
  private constructor(props: FeedbackMessageProps) {
    super(props);
  }

  static create(input: {
    id: string;
    text?: string | null;
    senderUserId?: string | null;
    senderEmail: string | null;
    page?: string | null;
    attachments: Attachment[];
    now: Date;
  }): Result<FeedbackMessage> {
    const text = (input.text ?? '').trim();
    const page = input.page?.trim() || null;
    if (text.length > FEEDBACK_TEXT_MAX) {
      return err(
        new DomainError(
          'invalid',
          `Feedback must be at most 5,000 characters (this one has ${text.length.toLocaleString('en-US')}).`,
        ),
      );
    }
    if (page && page.length > PAGE_MAX) return err(new DomainError('invalid', 'The page address is too long.'));
    const kinds = input.attachments.map((attachment) => attachment.kind);
    if (new Set(kinds).size !== kinds.length)
      return err(new DomainError('invalid', 'Attach at most one screenshot and one voice note.'));
    if (text === '' && input.attachments.length === 0) return err(new DomainError('invalid', NO_FEEDBACK));
    return ok(
      new FeedbackMessage({
        id: input.id,
        text,
        senderUserId: input.senderUserId ?? null,
        senderEmail: input.senderEmail,
        page,
        attachments: [...input.attachments],
        createdAt: input.now,
      }),
    );
  }

  static restore(props: FeedbackMessageProps): FeedbackMessage {
    return new FeedbackMessage({ ...props, attachments: [...props.attachments] });
  }

  override snapshot(): FeedbackMessageProps {
    return { ...super.snapshot(), attachments: [...this.attachments] };
  }
}
