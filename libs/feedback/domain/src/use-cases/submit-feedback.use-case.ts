import { err, ok, type Clock, type IdGenerator, type Result } from '@sidequest/kernel';
import { checkAttachment, type Attachment, type AttachmentKind, type Upload } from '../model/attachment';
import { FeedbackMessage } from '../model/feedback-message.entity';
import { renderFeedbackMail } from '../model/owner-mail';
import type { FileTypeDetector } from '../ports/file-type-detector.port';
import type { FeedbackRepository } from '../ports/message-repositories.port';
import type { OwnerOutbox } from '../ports/owner-outbox.port';
import type { UnitOfWork } from '@sidequest/kernel';
import type { OwnerMessageThrottle } from '../services/owner-message-throttle';

export interface SubmitFeedbackInput {
  text?: string | null;
  page?: string | null;
  /** The signed-in user from the session, never from the request body; null when signed out. */
  sender: { userId: string; email: string } | null;
  screenshot?: Upload | null;
  voice?: Upload | null;
}

export interface SubmitFeedbackDeps {
  feedback: FeedbackRepository;
  outbox: OwnerOutbox;
  unitOfWork: UnitOfWork;
  detector: FileTypeDetector;
  throttle: OwnerMessageThrottle;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * admit() counts the message against its address before its upload is read (a flood is refused
 * unread); execute() then checks the message and its files and stores it with its owner mail in one transaction.
 */
export class SubmitFeedback {
  constructor(private readonly deps: SubmitFeedbackDeps) {}

  /** Every attempt counts, also one whose upload turns out invalid or too large. */
  admit(clientAddress: string): Promise<Result<void>> {
    return this.deps.throttle.check(clientAddress);
  }

  async execute(input: SubmitFeedbackInput): Promise<Result<{ id: string }>> {
    const { deps } = this;
    const attachments: Attachment[] = [];
    for (const kind of ['screenshot', 'voice'] as AttachmentKind[]) {
      const upload = input[kind];
      if (!upload) continue;
      const checked = checkAttachment(
        kind,
        upload,
        upload.content.byteLength > 0 ? await deps.detector.detect(upload.content) : null,
      );
      if (!checked.ok) return err(checked.error);
      attachments.push(checked.value);
    }
    const message = FeedbackMessage.create({
      id: deps.ids.next(),
      text: input.text,
      senderUserId: input.sender?.userId ?? null,
      senderEmail: input.sender?.email ?? null,
      page: input.page,
      attachments,
      now: deps.clock.now(),
    });
    if (!message.ok) return err(message.error);

    await deps.unitOfWork.transaction(async () => {
      await deps.feedback.add(message.value);
      await deps.outbox.enqueue(renderFeedbackMail(message.value));
    });
    return ok({ id: message.value.id });
  }
}
