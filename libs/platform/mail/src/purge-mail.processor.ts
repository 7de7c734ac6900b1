import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobProcessor, type JobHandler } from '@sidequest/platform-queue';
import { MAIL_OPTIONS, type MailModuleOptions } from './mail.tokens';
import { MailMessageSchema } from './persistence/mail-message.entity';

const DAY_MS = 86_400_000;
export const DEFAULT_MAIL_RETENTION_DAYS = 30;
const BODY_UNUSED_MS = 3_600_000;

/**
 * Every six hours in the worker: delivered mail older than the retention goes (its files with it, by
 * cascade), and so do shared bodies no stored mail uses.
 */
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
    // Shared bodies no stored mail uses any more (delivery and account deletion let go of them). Only
    // those untouched for an hour: a batch storing a body again touches it in its own transaction.
    const bodies = await this.em
      .fork()
      .getConnection()
      .execute<{ affectedRows: number }>(
        `delete from mail_bodies b where b.created_at < ?
           and not exists (select 1 from mail_messages m where m.body_id = b.id)`,
        [new Date(now.getTime() - BODY_UNUSED_MS)],
        'run',
      );
    if (bodies.affectedRows) this.logger.log(`purged ${bodies.affectedRows} shared mail bodies no mail uses`);
  }
}
