import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { MailMessageSchema } from './mail-message.entity';

/** A mail's files, stored with the mail row in the sender's transaction, so delivery can always attach them. */
export const MailAttachmentSchema = defineEntity({
  name: 'MailAttachment',
  tableName: 'mail_attachments',
  indexes: [{ name: 'mail_attachments_mail_idx', properties: ['mailId'] }],
  properties: {
    id: p.uuid().primary(),
    mailId: p
      .manyToOne(MailMessageSchema)
      .mapToPk()
      .joinColumn('mail_id')
      .foreignKeyName('mail_attachments_mail_id_fkey')
      .deleteRule('cascade')
      .updateRule('no action'),
    position: p.integer(),
    filename: p.string().length(255),
    contentType: p.string().length(127),
    content: p.blob(),
  },
});
export type MailAttachmentRecord = InferEntity<typeof MailAttachmentSchema>;
