import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A body shared by many stored mails (a batch of reminders that say the same), kept once under the
 * hash of its content; each mail row holds its own values for the body's slots (`fills`). Bodies no
 * pending or failed mail uses any more go with the purge.
 */
export const MailBodySchema = defineEntity({
  name: 'MailBody',
  tableName: 'mail_bodies',
  properties: {
    id: p.string().length(64).primary(),
    text: p.text(),
    html: p.text().nullable(),
    createdAt: p.datetime(),
  },
});
export type MailBody = InferEntity<typeof MailBodySchema>;
