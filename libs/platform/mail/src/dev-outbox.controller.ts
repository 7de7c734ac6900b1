import { Controller, Get, Header, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { Public } from '@sidequest/platform-http';
import { decodeMail } from './decode-mail';
import { LoopbackOnlyGuard } from './loopback-only.guard';
import { OutboxMailer } from './outbox.mailer';
import { Mailer } from './mailer.port';
import { MailMessageSchema } from './persistence/mail-message.entity';

/** What the outbox writes: no slashes, no markup. */
const MAIL_FILE = /^[\w.-]{1,200}\.eml$/;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** /dev/mail: the dev outbox for people, outside production only, and for loopback clients only. */
@ApiExcludeController()
@Public()
@UseGuards(LoopbackOnlyGuard)
@Controller('dev/mail')
export class DevOutboxController {
  constructor(
    private readonly mailer: Mailer,
    private readonly em: EntityManager,
  ) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  async index(): Promise<string> {
    const files = this.mailer instanceof OutboxMailer ? await this.mailer.list() : [];
    const failed = await this.em
      .fork()
      .find(MailMessageSchema, { status: { $ne: 'sent' } }, { orderBy: { createdAt: 'desc' }, limit: 100 });
    const fileRows = files.map((f) => `<li><a href="/dev/mail/${esc(f)}">${esc(f)}</a></li>`).join('');
    const failedRows = failed
      .map(
        (m) =>
          `<li><b>${esc(m.status)}</b> ${esc(m.to)}: ${esc(m.subject)} (${m.attempts} attempts) <small>${esc(m.lastError ?? '')}</small></li>`,
      )
      .join('');
    return `<!doctype html><meta charset="utf-8"><title>SideQuest dev outbox</title>
<style>body{font:15px system-ui;margin:2rem;max-width:60rem}li{margin:.3rem 0}</style>
<h1>Dev outbox</h1><p>Every mail the app sent (${this.mailer.kind === 'outbox' ? 'kept as .eml files' : 'sent over SMTP'}), newest first.</p>
<ul>${fileRows || '<li>No mail yet.</li>'}</ul><h2>Not delivered</h2><ul>${failedRows || '<li>None.</li>'}</ul>`;
  }

  @Get(':file')
  @Header('Content-Type', 'text/html; charset=utf-8')
  async show(@Param('file') file: string): Promise<string> {
    const raw = this.mailer instanceof OutboxMailer && MAIL_FILE.test(file) ? await this.mailer.read(file) : undefined;
    // Never echo the name back: the error filter answers JSON, and the text is ours alone.
    if (raw === undefined) throw new NotFoundException('No such mail in the dev outbox');
    const mail = decodeMail(raw);
    const body = esc(mail.text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
    return `<!doctype html><meta charset="utf-8"><title>${esc(mail.subject)}</title>
<style>body{font:15px system-ui;margin:2rem;max-width:60rem}pre{white-space:pre-wrap;background:#f4f2fb;padding:1rem;border-radius:8px}</style>
<p><a href="/dev/mail">&larr; Dev outbox</a></p><h1>${esc(mail.subject)}</h1>
<p><b>From</b> ${esc(mail.from)}<br><b>To</b> ${esc(mail.to)}</p><pre>${body}</pre>
<details><summary>Raw message</summary><pre>${esc(raw)}</pre></details>`;
  }
}
