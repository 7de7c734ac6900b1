import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { executeBound, MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { JobQueue } from '@sidequest/platform-queue';
import { createHash } from 'node:crypto';
import type { FilledMail, OutgoingMail, SharedMailBody } from './outgoing-mail';
import { MailAttachmentSchema } from './persistence/mail-attachment.entity';
import { MailMessageSchema, type MailMessage } from './persistence/mail-message.entity';

const bodyIds = new WeakMap<SharedMailBody, string>();

/** A shared body's id: the SHA-256 of its content (worked out once per body object). */
function bodyId(body: SharedMailBody): string {
  let id = bodyIds.get(body);
  if (!id) {
    id = createHash('sha256')
      .update(JSON.stringify([body.text, body.html ?? null]))
      .digest('hex');
    bodyIds.set(body, id);
  }
  return id;
}

/** A mail's row as stored before its first delivery attempt. */
function pendingRow(mail: Omit<OutgoingMail, 'attachments'>, id: string, now: Date) {
  return {
    id,
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    replyTo: mail.replyTo ?? null,
    headers: mail.headers ?? null,
    status: 'pending' as const,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Stores the mail, then queues its delivery; it never talks to SMTP itself.
 * A transactional outbox: called inside UnitOfWork.transaction(), the mail row is written in the
 * caller's transaction (it commits with the business change or not at all) and the job is queued
 * only after the commit. A crash between commit and queueing leaves a pending row the sweeper sends.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly unitOfWork: MikroOrmUnitOfWork,
  ) {}

  async send(mail: OutgoingMail): Promise<string> {
    const now = new Date();
    const id = mail.id ?? crypto.randomUUID();
    // Inside a transaction the injected EntityManager resolves to the transaction's own; a native
    // insert touches no identity map, so it is safe outside one too.
    await this.em.insert(MailMessageSchema, pendingRow(mail, id, now));
    const attachments = mail.attachments ?? [];
    if (attachments.length) {
      await this.em.insertMany(
        MailAttachmentSchema,
        attachments.map((a, position) => ({
          id: crypto.randomUUID(),
          mailId: id,
          position,
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      );
    }
    await this.unitOfWork.afterCommit(() => this.enqueue(id));
    return id;
  }

  /**
   * Many mails without attachments (a scheduler's batch), as send does for each: one insert for all of
   * them in the caller's transaction, and their delivery jobs queued together after the commit. A
   * FilledMail's shared body is stored once (mail_bodies, by the hash of its content) and each row
   * keeps only its own values for the slots: a batch that says the same to many people stores it once.
   */
  async sendMany(mails: readonly (Omit<OutgoingMail, 'attachments'> | FilledMail)[]): Promise<string[]> {
    if (!mails.length) return [];
    const now = new Date();
    const ids = mails.map((mail) => mail.id ?? crypto.randomUUID());
    const bodies = new Map<string, SharedMailBody>();
    // Bound parameters, not MikroORM's insertMany: `em.execute` and the query builder inline every value
    // into the SQL text (escaping each body in JS), which at a scheduler's batch costs more than the rest.
    const values: unknown[] = [];
    const rows = mails.map((mail, i) => {
      let shared: { id: string; fills: Record<string, string> } | null = null;
      let own: { text: string; html: string | null } = { text: '', html: null };
      if ('body' in mail) {
        shared = { id: bodyId(mail.body), fills: mail.fills };
        bodies.set(shared.id, mail.body);
      } else own = { text: mail.text, html: mail.html ?? null };
      const at = values.length;
      values.push(ids[i], mail.kind, mail.to, mail.subject, own.text, own.html, mail.replyTo ?? null);
      values.push(mail.headers ?? null, shared?.id ?? null, shared?.fills ?? null, now);
      const $ = (n: number) => `$${at + n}`;
      return `(${[1, 2, 3, 4, 5, 6, 7].map($).join(', ')}, ${$(8)}::jsonb, ${$(9)}, ${$(10)}::jsonb, 'pending', 0, ${$(11)}, ${$(11)})`;
    });
    if (bodies.size) {
      const body = [...bodies].flatMap(([id, b]) => [id, b.text, b.html ?? null, now]);
      // A body seen again is touched, so the purge (which takes only bodies untouched for a while) leaves it.
      await executeBound(
        this.em,
        `insert into mail_bodies (id, text, html, created_at)
         values ${[...bodies.keys()].map((_, i) => `($${4 * i + 1}, $${4 * i + 2}, $${4 * i + 3}, $${4 * i + 4})`).join(', ')}
         on conflict (id) do update set created_at = excluded.created_at`,
        body,
      );
    }
    await executeBound(
      this.em,
      `insert into mail_messages (id, kind, "to", subject, text, html, reply_to, headers, body_id, fills, status,
         attempts, created_at, updated_at)
       values ${rows.join(', ')}`,
      values,
    );
    await this.unitOfWork.afterCommit(() => this.enqueueMany(ids));
    return ids;
  }

  /**
   * Account deletion: removes the mail kept for an address (links, notices). Joins the caller's
   * transaction; a mail sent after it in that transaction (the goodbye) is kept and delivered.
   */
  async forgetRecipient(address: string): Promise<number> {
    return this.em.nativeDelete(MailMessageSchema, { to: address });
  }

  /** The data export: the mails kept for an address, without their contents. */
  sentTo(address: string): Promise<Pick<MailMessage, 'id' | 'kind' | 'status' | 'createdAt' | 'sentAt'>[]> {
    return this.em.find(
      MailMessageSchema,
      { to: address },
      {
        disableIdentityMap: true,
        fields: ['id', 'kind', 'status', 'createdAt', 'sentAt'],
        orderBy: { createdAt: 'asc' },
      },
    );
  }

  /** Account deletion: removes one mail by id (its attachments cascade), whoever it was addressed to. */
  async forget(id: string): Promise<number> {
    return this.em.nativeDelete(MailMessageSchema, { id });
  }

  private async enqueueMany(ids: string[]): Promise<void> {
    try {
      await this.queue.enqueueMany(
        'mail.send',
        ids.map((id) => ({ payload: { mailId: id }, options: { jobId: `mail-${id}` } })),
      );
    } catch (e) {
      // Stored as pending: the worker's sweeper queues them again once the queue is back.
      this.logger.warn(`${ids.length} mails stored but not queued yet: ${(e as Error).message}`);
    }
  }

  private async enqueue(id: string): Promise<void> {
    try {
      await this.queue.enqueue('mail.send', { mailId: id }, { jobId: `mail-${id}` });
    } catch (e) {
      // Stored as pending: the worker's sweeper queues it again once the queue is back.
      this.logger.warn(`mail ${id} stored but not queued yet: ${(e as Error).message}`);
    }
  }
}
