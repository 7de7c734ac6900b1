import { Controller, Get, Header, NotFoundException, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import type { AddressObject, ParsedMail } from 'mailparser';
import { LoopbackOnlyGuard, Public } from '@sidequest/platform-http';
import { OutboxMailer } from './outbox.mailer';
import { Mailer } from './mailer.port';
import { MailMessageSchema } from './persistence/mail-message.entity';

/** What the outbox writes: no slashes, no markup. */
const MAIL_FILE = /^[\w.-]{1,200}\.eml$/;
/** The list shows this many of the newest mails (each is read and parsed). */
const LIST_LIMIT = 200;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Links a developer follows (confirm, reset, reminders): http(s) only, in text already escaped. */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).map((x) => x.text).join(', ');
/** The outbox names each file `<ISO stamp with - for : and .>_<id>.eml`: the time it was written. */
function fileTime(file: string): Date | undefined {
  const m = file.match(/^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z_/);
  const d = m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
}
const when = (d: Date | undefined) =>
  d ? `<time datetime="${d.toISOString()}">${d.toISOString().slice(0, 19).replace('T', ' ')} UTC</time>` : '';
const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** mailparser is a dev dependency: loaded only when a dev page is asked for, never in production. */
async function parse(raw: string): Promise<ParsedMail> {
  const { simpleParser } = await import('mailparser');
  return simpleParser(raw);
}

/** The HTML part as the iframe's document: links open in a new tab (the sandbox lets popups out, nothing else). */
function frameDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
}

/** Every http(s) link the mail holds, in order, once each (from the text part, then the HTML part's hrefs). */
function linksOf(mail: ParsedMail): string[] {
  const fromText = mail.text?.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const fromHtml = [...(mail.html || '').matchAll(/href\s*=\s*["'](https?:\/\/[^"']+)["']/gi)].map((m) =>
    m[1].replace(/&amp;/g, '&'),
  );
  return [...new Set([...fromText, ...fromHtml])];
}

const STYLE = `<style>
body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:64rem;padding:0 1rem;color:#1d1b26}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.45rem .6rem;border-bottom:1px solid #e4e1ee;vertical-align:top}
thead th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:#5b5670}
tbody tr:hover{background:#f7f5fc}td.time{white-space:nowrap;color:#5b5670;font-variant-numeric:tabular-nums}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600;color:#5b5670}dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f2fb;padding:1rem;border-radius:8px}
iframe{width:100%;height:34rem;border:1px solid #d9d5e6;border-radius:8px;resize:vertical;background:#fff}
h2{font-size:1.1rem;margin-top:2rem}small{color:#5b5670}
</style>`;

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
    const outbox = this.mailer instanceof OutboxMailer ? this.mailer : undefined;
    const files = outbox ? (await outbox.list()).slice(0, LIST_LIMIT) : [];
    const mails = await Promise.all(
      files.map(async (file) => {
        const raw = await outbox!.read(file);
        return { file, mail: raw === undefined ? undefined : await parse(raw).catch(() => undefined) };
      }),
    );
    const failed = await this.em
      .fork()
      .find(MailMessageSchema, { status: { $ne: 'sent' } }, { orderBy: { createdAt: 'desc' }, limit: 100 });
    const fileRows = mails
      .map(({ file, mail }) => {
        const attached = mail?.attachments.length
          ? ` <small>· ${mail.attachments.length} attachment${mail.attachments.length === 1 ? '' : 's'}</small>`
          : '';
        return `<tr><td class="time">${when(mail?.date ?? fileTime(file))}</td><td>${esc(addresses(mail?.to))}</td>
<td><a href="/dev/mail/${esc(file)}">${esc(mail?.subject || '(no subject)')}</a>${attached}</td></tr>`;
      })
      .join('\n');
    const failedRows = failed
      .map(
        (m) =>
          `<li><b>${esc(m.status)}</b> ${esc(m.to)}: ${esc(m.subject)} (${m.attempts} attempts) <small>${esc(m.lastError ?? '')}</small></li>`,
      )
      .join('');
    return `<!doctype html><meta charset="utf-8"><title>SideQuest dev outbox</title>${STYLE}
<h1>Dev outbox</h1><p>Every mail the app sent (${this.mailer.kind === 'outbox' ? 'kept as .eml files' : 'sent over SMTP'}), newest first.</p>
<table><thead><tr><th>Time</th><th>To</th><th>Subject</th></tr></thead><tbody>
${fileRows || '<tr><td colspan="3">No mail yet.</td></tr>'}
</tbody></table><h2>Not delivered</h2><ul>${failedRows || '<li>None.</li>'}</ul>`;
  }

  /** One mail: its headers, the HTML part in a sandbox (no scripts, no same-origin), the text part and attachments; `?raw=1` downloads the .eml. */
  @Get(':file')
  async show(
    @Param('file') file: string,
    @Query('raw') rawDownload: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const raw = this.mailer instanceof OutboxMailer && MAIL_FILE.test(file) ? await this.mailer.read(file) : undefined;
    // Never echo the name back: the error filter answers JSON, and the text is ours alone.
    if (raw === undefined) throw new NotFoundException('No such mail in the dev outbox');
    if (rawDownload !== undefined) {
      // The name passed MAIL_FILE: no quotes, slashes or markup.
      reply.header('Content-Type', 'message/rfc822').header('Content-Disposition', `attachment; filename="${file}"`);
      return raw;
    }
    reply.header('Content-Type', 'text/html; charset=utf-8');
    const mail = await parse(raw);
    const subject = mail.subject || '(no subject)';
    const head = [
      ['From', addresses(mail.from)],
      ['To', addresses(mail.to)],
      ['Cc', addresses(mail.cc)],
      ['Reply-To', addresses(mail.replyTo)],
      ['Subject', subject],
    ]
      .filter(([, v]) => v)
      .map(([k, v]) => `<dt>${k}</dt><dd>${esc(v)}</dd>`)
      .join('');
    const date = `<dt>Date</dt><dd>${when(mail.date ?? fileTime(file))}</dd>`;
    const html = mail.html
      ? `<h2>HTML part</h2><iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${esc(frameDocument(mail.html))}"></iframe>`
      : '<h2>HTML part</h2><p><small>This mail has no HTML part.</small></p>';
    const links = linksOf(mail);
    const linkList = links.length
      ? `<h2>Links</h2><ul>${links.map((l) => `<li>${linkify(esc(l))}</li>`).join('')}</ul>`
      : '';
    const attachments = mail.attachments.length
      ? `<h2>Attachments</h2><ul>${mail.attachments
          .map((a) => `<li>${esc(a.filename ?? '(unnamed)')} <small>${esc(a.contentType)}, ${kb(a.size)}</small></li>`)
          .join('')}</ul>`
      : '';
    return `<!doctype html><meta charset="utf-8"><title>${esc(subject)}</title>${STYLE}
<p><a href="/dev/mail">&larr; Dev outbox</a> · <a href="/dev/mail/${esc(file)}?raw=1" download>Download .eml</a></p>
<h1>${esc(subject)}</h1><dl>${head}${date}</dl>
${linkList}${html}
<h2>Text part</h2>${mail.text ? `<pre>${linkify(esc(mail.text.replace(/\r\n/g, '\n').trim()))}</pre>` : '<p><small>This mail has no text part.</small></p>'}
${attachments}
<details><summary>Raw message</summary><pre>${esc(raw)}</pre></details>`;
  }
}
