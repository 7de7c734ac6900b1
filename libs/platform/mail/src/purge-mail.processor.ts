import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobProcessor, type JobHandler } from '@sidequest/platform-queue';
import { MAIL_OPTIONS, type MailModuleOptions } from './mail.tokens';
import { MailMessageSchema } from './persistence/mail-message.entity';

const DAY_MS = 86_400_000;
export const DEFAULT_MAIL_RETENTION_DAYS = 30;
/**
 * Mail that failed for good keeps its content this long (time for `npm run mail:retry`), then only what
 * shows that it failed: id, kind, recipient, status, attempts, the last error and the times.
 */
export const FAILED_MAIL_CONTENT_DAYS = 7;
const BODY_UNUSED_MS = 3_600_000;

/**
 * Every six hours in the worker: delivered mail older than the retention goes (its files with it, by
 * cascade); failed mail older than FAILED_MAIL_CONTENT_DAYS loses its subject, body, headers and files;
 * shared bodies no stored mail uses go too.
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
    await this.clearFailed(now);
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

  /** Failed for good a while ago: the content goes (as on delivery), the record of the failure stays. */
  private async clearFailed(now: Date): Promise<void> {
    const connection = this.em.fork().getConnection();
    const cleared = await connection.execute<{ id: string }[]>(
      `update mail_messages set subject = kind, text = '', html = null, reply_to = null, headers = null,
              body_id = null, fills = null
        where status = 'failed' and updated_at < ?
          and (text <> '' or html is not null or body_id is not null or headers is not null or reply_to is not null
               or subject <> kind)
        returning id`,
      [new Date(now.getTime() - FAILED_MAIL_CONTENT_DAYS * DAY_MS)],
    );
    if (!cleared.length) return;
    await connection.execute('delete from mail_attachments where mail_id in (?)', [cleared.map((r) => r.id)]);
    this.logger.log(
      `cleared the content of ${cleared.length} mail(s) that failed over ${FAILED_MAIL_CONTENT_DAYS} days ago`,
    );
  }
}
