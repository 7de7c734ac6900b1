import { FeedbackMessage, SupportMessage } from '@sidequest/feedback-domain';
import { propsMapper, rowProps } from '@sidequest/platform-db';
import type { FeedbackAttachmentRecord, FeedbackMessageRecord, SupportMessageRecord } from './feedback.schemas';

type Row<T> = Omit<T, '~entity' | symbol>;

export const feedbackMapper = {
  toRecords(
    message: FeedbackMessage,
    newId: () => string,
  ): { message: Row<FeedbackMessageRecord>; attachments: Row<FeedbackAttachmentRecord>[] } {
    const { attachments, ...columns } = message.snapshot();
    return {
      message: columns,
      attachments: attachments.map((a) => ({
        id: newId(),
        messageId: columns.id,
        ...a,
        content: Buffer.from(a.content),
      })),
    };
  },
  toDomain(row: FeedbackMessageRecord, attachments: FeedbackAttachmentRecord[]): FeedbackMessage {
    return FeedbackMessage.restore({
      ...rowProps(row),
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

export const supportMapper = propsMapper<SupportMessageRecord, SupportMessage>(SupportMessage.restore);
