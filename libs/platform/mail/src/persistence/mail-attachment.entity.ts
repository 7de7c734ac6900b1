import { p, type InferEntity } from '@mikro-orm/core';
import { cascadingParentId, defineTable } from '@sidequest/platform-db';
import { MailMessageSchema } from './mail-message.entity';

/** A mail's files, stored with the mail row in the sender's transaction, so delivery can always attach them. */
export const MailAttachmentSchema = defineTable({
  tableName: 'mail_attachments',
  indexes: [{ name: 'mail_attachments_mail_idx', properties: ['mailId'] }],
  properties: {
    id: p.uuid().primary(),
    mailId: cascadingParentId(MailMessageSchema, 'mail_attachments', 'mail_id'),
    position: p.integer(),
    filename: p.string().length(255),
    contentType: p.string().length(127),
    content: p.blob(),
  },
});
export type MailAttachmentRecord = InferEntity<typeof MailAttachmentSchema>;
