import { p, type InferEntity } from '@mikro-orm/core';
import { cascadingParentId, defineTable, userIdColumn } from '@sidequest/platform-db';

/**
 * Feedback and support messages as stored. `sender_user_id` is a plain column, not a foreign key:
 * feedback never reaches into accounts' tables; export and deletion find rows by it.
 */
export const FeedbackMessageRecordSchema = defineTable({
  tableName: 'feedback_messages',
  indexes: [{ name: 'feedback_messages_sender_user_idx', properties: ['senderUserId'] }],
  properties: {
    id: p.uuid().primary(),
    text: p.text(),
    senderUserId: userIdColumn().nullable(),
    senderEmail: p.string().length(320).nullable(),
    page: p.string().length(2048).nullable(),
    createdAt: p.datetime(),
  },
});
export type FeedbackMessageRecord = InferEntity<typeof FeedbackMessageRecordSchema>;

/** A screenshot or a voice note, its bytes in the row (at most 5 MB and 3 MB). */
export const FeedbackAttachmentRecordSchema = defineTable({
  tableName: 'feedback_attachments',
  indexes: [{ name: 'feedback_attachments_message_idx', properties: ['messageId'] }],
  properties: {
    id: p.uuid().primary(),
    messageId: cascadingParentId(FeedbackMessageRecordSchema, 'feedback_attachments', 'message_id'),
    kind: p.enum(['screenshot', 'voice'] as const),
    mime: p.string().length(127),
    filename: p.string().length(255),
    size: p.integer(),
    content: p.blob(),
  },
});
export type FeedbackAttachmentRecord = InferEntity<typeof FeedbackAttachmentRecordSchema>;

export const SupportMessageRecordSchema = defineTable({
  tableName: 'support_messages',
  indexes: [{ name: 'support_messages_sender_user_idx', properties: ['senderUserId'] }],
  properties: {
    id: p.uuid().primary(),
    senderUserId: userIdColumn().nullable(),
    name: p.string().length(100),
    email: p.string().length(255),
    message: p.text(),
    createdAt: p.datetime(),
  },
});
export type SupportMessageRecord = InferEntity<typeof SupportMessageRecordSchema>;

export const feedbackEntitySchemas = [
  FeedbackMessageRecordSchema,
  FeedbackAttachmentRecordSchema,
  SupportMessageRecordSchema,
];
