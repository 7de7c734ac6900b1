import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobProcessor, type JobContext, type JobHandler, type JobMap } from '@sidequest/platform-queue';
import { Mailer } from './mailer.port';
import { MAIL_OPTIONS, type MailModuleOptions } from './mail.tokens';
import { fillMail } from './outgoing-mail';
import { MailAttachmentSchema } from './persistence/mail-attachment.entity';
import { MailBodySchema } from './persistence/mail-body.entity';
import { MailMessageSchema } from './persistence/mail-message.entity';

const BODY_CACHE_LIMIT = 200;

/** The `mail.send` job: loads the stored mail, hands it to the Mailer, records the outcome. */
@Injectable()
@JobProcessor('mail.send')
export class SendMailProcessor implements JobHandler<'mail.send'> {
  private readonly logger = new Logger('SendMail');
  private readonly bodies = new Map<string, { text: string; html?: string }>();

  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer,
    @Inject(MAIL_OPTIONS) private readonly options: MailModuleOptions,
  ) {}

  async process({ mailId }: JobMap['mail.send'], ctx: JobContext): Promise<void> {
    const em = this.em.fork();
    const mail = await em.findOne(MailMessageSchema, { id: mailId });
    if (!mail) throw new Error(`mail ${mailId} is not stored`);
    if (mail.status === 'sent') return;
    const files = await em.find(MailAttachmentSchema, { mailId }, { orderBy: { position: 'asc' } });
    const { text, html } = mail.bodyId
      ? fillMail(await this.sharedBody(em, mail.bodyId), mail.fills ?? {})
      : { text: mail.text, html: mail.html ?? undefined };
    const attachments = files.map((f) => ({
      filename: f.filename,
      contentType: f.contentType,
      content: new Uint8Array(f.content),
    }));
    try {
      await this.mailer.deliver(
        {
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text,
          html,
          replyTo: mail.replyTo ?? undefined,
          headers: mail.headers ?? undefined,
          attachments,
        },
        this.options.from,
      );
    } catch (e) {
      mail.attempts = ctx.attempt;
      mail.lastError = (e as Error).message.slice(0, 2000);
      mail.updatedAt = new Date();
      await em.flush();
      throw e;
    }
    // Delivered: keep only what an operator needs (id, kind, recipient, status, attempts, times).
    mail.status = 'sent';
    mail.attempts = ctx.attempt;
    mail.sentAt = new Date();
    mail.updatedAt = mail.sentAt;
    mail.subject = mail.kind;
    mail.text = '';
    mail.html = null;
    mail.replyTo = null;
    mail.headers = null;
    mail.bodyId = null;
    mail.fills = null;
    mail.lastError = null;
    await em.flush();
    // After the row says sent: a failure here leaves files that the purge removes with the row, never a mail sent twice.
    await em.nativeDelete(MailAttachmentSchema, { mailId });
    this.logger.log(`mail ${mailId} delivered by ${this.mailer.kind} (attempt ${ctx.attempt})`);
  }

  /** A shared body by its id (the hash of its content, so never changed): read once per worker while in use. */
  private async sharedBody(em: EntityManager, id: string): Promise<{ text: string; html?: string }> {
    let body = this.bodies.get(id);
    if (!body) {
      const row = await em.findOneOrFail(MailBodySchema, { id }, { disableIdentityMap: true });
      body = { text: row.text, html: row.html ?? undefined };
      if (this.bodies.size >= BODY_CACHE_LIMIT) this.bodies.clear();
      this.bodies.set(id, body);
    }
    return body;
  }

  /** Kept, marked failed, with the last error: visible at /dev/mail and in mail_messages. */
  async onFinalFailure({ mailId }: JobMap['mail.send'], error: Error): Promise<void> {
    const em = this.em.fork();
    await em.nativeUpdate(
      MailMessageSchema,
      { id: mailId, status: 'pending' },
      { status: 'failed', lastError: error.message.slice(0, 2000), updatedAt: new Date() },
    );
    this.logger.error(`mail ${mailId} failed for good: ${error.message}`);
  }
}
