import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { JobProcessor, type JobHandler } from '@sidequest/platform-queue';
import { FeedbackMessageRecordSchema, SupportMessageRecordSchema } from '../persistence/feedback.schemas';

const DAY_MS = 86_400_000;

/**
 * Every six hours in the worker: feedback (its screenshots and voice notes with it, by cascade) and
 * support messages older than FEEDBACK_RETENTION_DAYS go. The mails that carried them were cleared on delivery.
 */
@Injectable()
@JobProcessor('feedback.purge', { everyMs: 6 * 3_600_000 })
export class PurgeFeedbackProcessor implements JobHandler<'feedback.purge'> {
  private readonly logger = new Logger('PurgeFeedback');

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(_payload?: unknown, _ctx?: unknown, now = new Date()): Promise<void> {
    const days = this.config.feedback.retentionDays;
    const before = new Date(now.getTime() - days * DAY_MS);
    const em = this.em.fork();
    const feedback = await em.nativeDelete(FeedbackMessageRecordSchema, { createdAt: { $lt: before } });
    const support = await em.nativeDelete(SupportMessageRecordSchema, { createdAt: { $lt: before } });
    if (feedback || support)
      this.logger.log(`purged ${feedback} feedback and ${support} support message(s) older than ${days} days`);
  }
}
