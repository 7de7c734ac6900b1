import { Inject, Injectable } from '@nestjs/common';
import type { OwnerMail, OwnerOutbox } from '@sidequest/feedback-domain';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { MailService } from '@sidequest/platform-mail';

/**
 * The owner's outbox over the platform's MailService: inside the use case's transaction the mail row
 * (id = the message id, so also the job id) and its attachments commit with the message.
 */
@Injectable()
export class MailOwnerOutbox implements OwnerOutbox {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async enqueue(mail: OwnerMail): Promise<void> {
    await this.mail.send({
      id: mail.messageId,
      kind: mail.kind,
      to: this.config.mail.ownerEmail,
      subject: mail.subject,
      text: mail.text,
      replyTo: mail.replyTo,
      attachments: mail.attachments,
    });
  }
}
