import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue } from '@sidequest/platform-queue';
import { MailMessageSchema } from './persistence/mail-message.entity';

const SWEEP_EVERY_MS = 60_000;
const STALE_AFTER_MS = 2 * 60_000;

/**
 * Queues again every mail still pending after a while: the ones stored while Redis was down,
 * or lost with an in-process queue at a restart. The processor skips mails already sent.
 */
@Injectable()
export class MailSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private readonly logger = new Logger('MailSweeper');

  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep().catch((e) => this.logger.warn(e.message)), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(now = new Date()): Promise<number> {
    const em = this.em.fork();
    const stale = await em.find(
      MailMessageSchema,
      { status: 'pending', updatedAt: { $lt: new Date(now.getTime() - STALE_AFTER_MS) } },
      { limit: 500, orderBy: { createdAt: 'asc' } },
    );
    for (const mail of stale) {
      await this.queue.enqueue('mail.send', { mailId: mail.id });
      mail.updatedAt = now;
    }
    await em.flush();
    if (stale.length) this.logger.log(`queued ${stale.length} pending mail(s) again`);
    return stale.length;
  }
}
