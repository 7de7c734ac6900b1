import nodemailer, { type Transporter } from 'nodemailer';
import { inSpan, SpanKind } from '@sidequest/platform-tracing';
import { Mailer } from './mailer.port';
import type { StoredMail } from './outgoing-mail';

/** nodemailer over SMTP (SMTP_URL), the real adapter. */
export class SmtpMailer extends Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  private readonly server: { 'server.address': string; 'server.port'?: number };

  constructor(smtpUrl: string) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl);
    const url = new URL(smtpUrl);
    this.server = { 'server.address': url.hostname, ...(url.port ? { 'server.port': Number(url.port) } : {}) };
  }

  /** In a span of its own when tracing is on (nodemailer's socket is not instrumented): the end of a mail's trace. */
  async deliver(mail: StoredMail, from: string): Promise<void> {
    await inSpan('smtp send', SpanKind.CLIENT, { ...this.server, 'sidequest.mail.id': mail.id }, () =>
      this.transport.sendMail({ ...toNodemailer(mail), from }),
    );
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
