import nodemailer, { type Transporter } from 'nodemailer';
import { Mailer } from './mailer.port';
import type { StoredMail } from './outgoing-mail';

/** nodemailer over SMTP (SMTP_URL), the real adapter. */
export class SmtpMailer extends Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async deliver(mail: StoredMail, from: string): Promise<void> {
    await this.transport.sendMail({ ...toNodemailer(mail), from });
  }

  close(): void {
    this.transport.close();
  }
}

export function toNodemailer(mail: StoredMail) {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo,
    headers: mail.headers,
    messageId: `<${mail.id}@sidequest>`,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content),
    })),
  };
}
