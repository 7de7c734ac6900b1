import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { feedbackAttachmentPath } from '@sidequest/contracts';
import type { UserDataContributor } from '@sidequest/platform-db';
import { MailMessageSchema } from '@sidequest/platform-mail';
import {
  FeedbackAttachmentRecordSchema,
  FeedbackMessageRecordSchema,
  SupportMessageRecordSchema,
} from './feedback.schemas';

/**
 * Feedback's part of export and deletion: what a signed-in user sent the owner. Deleting also removes
 * the owner mail rows of those messages (same ids; their files cascade), so no copy stays behind.
 */
@Injectable()
export class FeedbackUserDataContributor implements UserDataContributor {
  readonly name = 'feedback';

  constructor(private readonly em: EntityManager) {}

  async exportUserData(userId: string): Promise<Record<string, unknown>> {
    const options = { disableIdentityMap: true, orderBy: { createdAt: 'asc' } } as const;
    const feedback = await this.em.find(FeedbackMessageRecordSchema, { senderUserId: userId }, options);
    // Never the files' bytes: the export links to them (see FeedbackAttachmentsController).
    const fields = ['id', 'messageId', 'kind', 'filename', 'mime', 'size'] as const;
    const files = feedback.length
      ? await this.em.find(
          FeedbackAttachmentRecordSchema,
          { messageId: { $in: feedback.map((f) => f.id) } },
          { disableIdentityMap: true, fields },
        )
      : [];
    const support = await this.em.find(SupportMessageRecordSchema, { senderUserId: userId }, options);
    return {
      feedback_messages: feedback.map((f) => ({
        id: f.id,
        text: f.text,
        page: f.page ?? null,
        created_at: f.createdAt.toISOString(),
        attachments: files
          .filter((a) => a.messageId === f.id)
          .map((a) => ({
            id: a.id,
            kind: a.kind,
            filename: a.filename,
            mime: a.mime,
            size: a.size,
            download_url: feedbackAttachmentPath(a.id),
          })),
      })),
      support_messages: support.map((s) => ({
        id: s.id,
        name: s.name,
        email: s.email,
        message: s.message,
        created_at: s.createdAt.toISOString(),
      })),
    };
  }

  async deleteUserData(userId: string, email: string): Promise<void> {
    const feedback = await this.em.find(
      FeedbackMessageRecordSchema,
      { senderUserId: userId },
      { fields: ['id'], disableIdentityMap: true },
    );
    // Support messages the user sent signed in, and those sent signed out from the account's address.
    const bySender = await this.em.find(
      SupportMessageRecordSchema,
      { senderUserId: userId },
      { fields: ['id'], disableIdentityMap: true },
    );
    const byAddress = await this.em.execute<{ id: string }[]>(
      'select id from support_messages where lower(email) = lower(?)',
      [email],
    );
    const supportIds = [...bySender, ...byAddress].map((m) => m.id);
    const ids = [...feedback.map((m) => m.id), ...supportIds];
    if (ids.length) await this.em.nativeDelete(MailMessageSchema, { id: { $in: ids } });
    await this.em.nativeDelete(FeedbackMessageRecordSchema, { senderUserId: userId });
    if (supportIds.length) await this.em.nativeDelete(SupportMessageRecordSchema, { id: { $in: supportIds } });
  }
}
