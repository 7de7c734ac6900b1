import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue } from '@sidequest/platform-queue';
import type { OutgoingMail } from './outgoing-mail';
import { MailMessageSchema } from './persistence/mail-message.entity';

/** Stores the mail, then queues its delivery. It never talks to SMTP itself. */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
  ) {}

  async send(mail: OutgoingMail): Promise<string> {
    const em = this.em.fork();
    const now = new Date();
    const id = crypto.randomUUID();
    em.create(MailMessageSchema, {
      id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      status: 'pending',
      attempts: 0,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    try {
      await this.queue.enqueue('mail.send', { mailId: id }, { jobId: `mail-${id}` });
    } catch (e) {
      // Stored as pending: the worker's sweeper queues it again once the queue is back.
      this.logger.warn(`mail ${id} stored but not queued yet: ${(e as Error).message}`);
    }
    return id;
  }
}
