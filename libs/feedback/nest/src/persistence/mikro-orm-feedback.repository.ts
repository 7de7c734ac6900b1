import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FeedbackMessage, FeedbackRepository } from '@sidequest/feedback-domain';
import { feedbackMapper } from './feedback.mappers';
import { FeedbackAttachmentRecordSchema, FeedbackMessageRecordSchema } from './feedback.schemas';

/** Native inserts: they join the caller's transaction and keep megabytes of bytes out of the identity map. */
@Injectable()
export class MikroOrmFeedbackRepository implements FeedbackRepository {
  constructor(private readonly em: EntityManager) {}

  async add(message: FeedbackMessage): Promise<void> {
    const records = feedbackMapper.toRecords(message, () => crypto.randomUUID());
    await this.em.insert(FeedbackMessageRecordSchema, records.message);
    if (records.attachments.length) await this.em.insertMany(FeedbackAttachmentRecordSchema, records.attachments);
  }

  /** For export, the operator and the tests. */
  async findById(id: string): Promise<FeedbackMessage | null> {
    const em = this.em.fork();
    const row = await em.findOne(FeedbackMessageRecordSchema, { id }, { disableIdentityMap: true });
    if (!row) return null;
    const files = await em.find(
      FeedbackAttachmentRecordSchema,
      { messageId: id },
      { disableIdentityMap: true, orderBy: { kind: 'asc' } },
    );
    return feedbackMapper.toDomain(row, files);
  }
}
