import { FeedbackMessage, SupportMessage } from '@sidequest/feedback-domain';
import type { FeedbackAttachmentRecord, FeedbackMessageRecord, SupportMessageRecord } from './feedback.schemas';

type Row<T> = Omit<T, '~entity' | symbol>;

export const feedbackMapper = {
  toRecords(
    message: FeedbackMessage,
    newId: () => string,
  ): { message: Row<FeedbackMessageRecord>; attachments: Row<FeedbackAttachmentRecord>[] } {
    const s = message.snapshot();
    return {
      message: {
        id: s.id,
        text: s.text,
        senderUserId: s.senderUserId,
        senderEmail: s.senderEmail,
        page: s.page,
        createdAt: s.createdAt,
      },
      attachments: s.attachments.map((a) => ({
        id: newId(),
        messageId: s.id,
        kind: a.kind,
        mime: a.mime,
        filename: a.filename,
        size: a.size,
        content: Buffer.from(a.content),
      })),
    };
  },
  toDomain(row: FeedbackMessageRecord, attachments: FeedbackAttachmentRecord[]): FeedbackMessage {
    return FeedbackMessage.restore({
      id: row.id,
      text: row.text,
      senderUserId: row.senderUserId ?? null,
      senderEmail: row.senderEmail ?? null,
      page: row.page ?? null,
      createdAt: row.createdAt,
      attachments: attachments.map((a) => ({
        kind: a.kind,
        mime: a.mime,
        filename: a.filename,
        size: a.size,
        content: new Uint8Array(a.content),
      })),
    });
  },
};

export const supportMapper = {
  toRecord(message: SupportMessage): Row<SupportMessageRecord> {
    return message.snapshot();
  },
  toDomain(row: SupportMessageRecord): SupportMessage {
    return SupportMessage.restore({
      id: row.id,
      senderUserId: row.senderUserId ?? null,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.createdAt,
    });
  },
};
