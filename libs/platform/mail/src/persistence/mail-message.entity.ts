import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail is stored before it is queued, so Redis, SMTP or a worker being down loses nothing.
 * Once delivered, its subject, body and files are cleared (they can hold sign-in links and personal data).
 */
export const MailMessageSchema = defineEntity({
  name: 'MailMessage',
  tableName: 'mail_messages',
  indexes: [
    { name: 'mail_messages_status_updated_idx', properties: ['status', 'updatedAt'] },
    { name: 'mail_messages_sent_idx', properties: ['sentAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    kind: p.string().length(40),
    to: p.string().length(320),
    subject: p.string().length(300),
    text: p.text(),
    html: p.text().nullable(),
    replyTo: p.string().length(320).nullable(),
    /** Extra headers (List-Unsubscribe…); cleared on delivery with the body. */
    headers: p.json<Record<string, string>>().nullable(),
    /** A shared body (mail_bodies) this mail's text and html are made of, with `fills` in its slots; cleared on delivery. */
    bodyId: p.string().length(64).nullable(),
    fills: p.json<Record<string, string>>().nullable(),
    status: p.enum(MAIL_STATUSES).default('pending'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});
export type MailMessage = InferEntity<typeof MailMessageSchema>;
