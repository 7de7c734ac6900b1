import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobProcessor, type JobHandler } from '@sidequest/platform-queue';
import { MAIL_OPTIONS, type MailModuleOptions } from './mail.tokens';
import { MailMessageSchema } from './persistence/mail-message.entity';

const DAY_MS = 86_400_000;
export const DEFAULT_MAIL_RETENTION_DAYS = 30;

/** Every six hours in the worker: delivered mail older than the retention goes (its files with it, by cascade). */
@Injectable()
@JobProcessor('mail.purge', { everyMs: 6 * 3_600_000 })
export class PurgeMailProcessor implements JobHandler<'mail.purge'> {
  private readonly logger = new Logger('PurgeMail');

  constructor(
    private readonly em: EntityManager,
    @Inject(MAIL_OPTIONS) private readonly options: MailModuleOptions,
  ) {}

  async process(_payload?: unknown, _ctx?: unknown, now = new Date()): Promise<void> {
    const days = this.options.retentionDays ?? DEFAULT_MAIL_RETENTION_DAYS;
    const purged = await this.em
      .fork()
      .nativeDelete(MailMessageSchema, { status: 'sent', sentAt: { $lt: new Date(now.getTime() - days * DAY_MS) } });
    if (purged) this.logger.log(`purged ${purged} mail(s) delivered over ${days} days ago`);
  }
}
