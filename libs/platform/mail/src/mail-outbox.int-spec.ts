import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import type { InProcessJobQueue } from '@sidequest/platform-queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailService } from './mail.service';
import { outboxInProcess, TEST_MAIL_OPTIONS } from './testing/outbox-in-process';
import { RecordingMailer } from './testing/recording.mailer';
import { MailAttachmentSchema } from './persistence/mail-attachment.entity';
import { MailBodySchema } from './persistence/mail-body.entity';
import { MailMessageSchema } from './persistence/mail-message.entity';
import { mailMigrations } from './persistence/mail.migrations';
import { PurgeMailProcessor } from './purge-mail.processor';

let ctx: ContextOrm;
let queue: InProcessJobQueue;
const mailer = new RecordingMailer();
let unitOfWork: MikroOrmUnitOfWork;
let mail: MailService;
let purge: PurgeMailProcessor;

beforeAll(async () => {
  ctx = await initContextOrm({
    name: 'sq_outbox',
    entities: [MailMessageSchema, MailAttachmentSchema, MailBodySchema],
    migrations: mailMigrations,
    allowGlobalContext: false,
  });
  ({ mail, queue, unitOfWork } = await outboxInProcess(ctx.em, mailer));
  purge = new PurgeMailProcessor(ctx.em, { ...TEST_MAIL_OPTIONS, retentionDays: 30 });
});

afterAll(async () => {
  await queue?.close();
  await ctx?.close();
});

const rowsTo = (to: string) => ctx.em.fork().find(MailMessageSchema, { to });

describe('MailService as a transactional outbox', () => {
  it('leaves no mail row and queues nothing when the caller rolls back', async () => {
    const to = 'rolled-back@example.com';
    await expect(
      unitOfWork.transaction(async () => {
        await mail.send({ kind: 'test', to, subject: 'never', text: 'never' });
        throw new Error('business change failed');
      }),
    ).rejects.toThrow('business change failed');
    await queue.drain();
    expect(await rowsTo(to)).toEqual([]);
    expect(mailer.delivered.filter((m) => m.to === to)).toEqual([]);
  });

  it('queues the mail only after the commit, then delivers it', async () => {
    const to = 'committed@example.com';
    let visibleOutsideBeforeCommit: number | undefined;
    await unitOfWork.transaction(async () => {
      await mail.send({ kind: 'test', to, subject: 'Welcome', text: 'hello' });
      visibleOutsideBeforeCommit = (await rowsTo(to)).length;
      await new Promise((r) => setTimeout(r, 30)); // a queued job would run now if enqueued early
      expect(mailer.delivered.filter((m) => m.to === to)).toEqual([]);
    });
    expect(visibleOutsideBeforeCommit).toBe(0);
    await queue.drain();
    expect(mailer.delivered.filter((m) => m.to === to).map((m) => m.subject)).toEqual(['Welcome']);
    const [row] = await rowsTo(to);
    expect(row.status).toBe('sent');
  });

  it('sendMany stores a batch in the caller’s transaction and queues it after the commit, or not at all', async () => {
    const to = (n: number) => `batch-${n}@example.com`;
    await expect(
      unitOfWork.transaction(async () => {
        await mail.sendMany([{ kind: 'test', to: to(0), subject: 'never', text: 'never' }]);
        throw new Error('business change failed');
      }),
    ).rejects.toThrow('business change failed');
    await queue.drain();
    expect(await rowsTo(to(0))).toEqual([]);
    let visibleOutsideBeforeCommit: number | undefined;
    const ids = await unitOfWork.transaction(async () => {
      const stored = await mail.sendMany(
        [1, 2, 3].map((n) => ({
          kind: 'test',
          to: to(n),
          subject: `Batch ${n}`,
          text: 'hi',
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        })),
      );
      visibleOutsideBeforeCommit = (await rowsTo(to(1))).length;
      await new Promise((r) => setTimeout(r, 30));
      expect(mailer.delivered.filter((m) => m.to.startsWith('batch-'))).toEqual([]);
      return stored;
    });
    expect(ids).toHaveLength(3);
    expect(visibleOutsideBeforeCommit).toBe(0);
    await queue.drain();
    expect(
      mailer.delivered
        .filter((m) => m.to.startsWith('batch-'))
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Batch 1', 'Batch 2', 'Batch 3']);
    for (const n of [1, 2, 3]) expect((await rowsTo(to(n))).map((r) => r.status)).toEqual(['sent']);
    expect(await mail.sendMany([])).toEqual([]);
  });

  it('sendMany stores each value exactly as given (bound, not inlined): quotes, backslashes, placeholders, emoji', async () => {
    const odd = `O'Brien \\ "$1" ? ?? :name ${'\u{1F9ED}'} ümlaut`;
    await mail.sendMany([
      {
        kind: 'test',
        to: 'odd@example.com',
        subject: odd,
        text: `${odd}\nline two`,
        html: `<p title="${odd}">${odd}</p>`,
        replyTo: 'reply@example.com',
        headers: { 'X-Odd': odd },
      },
    ]);
    await queue.drain();
    const got = mailer.delivered.find((m) => m.to === 'odd@example.com');
    expect(got).toMatchObject({
      subject: odd,
      text: `${odd}\nline two`,
      html: `<p title="${odd}">${odd}</p>`,
      replyTo: 'reply@example.com',
      headers: { 'X-Odd': odd },
    });
  });

  it('sendMany stores a shared body once, each mail with its own values; delivery fills them in and lets go of the body', async () => {
    const body = { text: 'Hi, your link: https://x.test/?t=SLOT1', html: '<a href="https://x.test/?t=SLOT1">go</a>' };
    const shared = (n: number) => ({
      kind: 'test',
      to: `shared-${n}@example.com`,
      subject: `Shared ${n}`,
      body,
      fills: { SLOT1: `token-${n}` },
    });
    const ids = await unitOfWork.transaction(() =>
      mail.sendMany([shared(1), shared(2), { kind: 'test', to: 'own@example.com', subject: 'Own', text: 'own' }]),
    );
    const bodies = await ctx.em.fork().find(MailBodySchema, {});
    expect(bodies.filter((b) => b.text === body.text)).toHaveLength(1);
    await queue.drain();
    for (const n of [1, 2])
      expect(mailer.delivered.find((m) => m.to === `shared-${n}@example.com`)).toMatchObject({
        subject: `Shared ${n}`,
        text: `Hi, your link: https://x.test/?t=token-${n}`,
        html: `<a href="https://x.test/?t=token-${n}">go</a>`,
      });
    expect(mailer.delivered.find((m) => m.to === 'own@example.com')).toMatchObject({ text: 'own' });
    const rows = await ctx.em.fork().find(MailMessageSchema, { id: { $in: ids } });
    expect(rows.map((r) => [r.status, r.bodyId, r.fills])).toEqual(rows.map(() => ['sent', null, null]));
    // The same body in a later batch is touched, not stored again; once unused for an hour, the purge takes it.
    await mail.sendMany([shared(3)]);
    const [again] = await ctx.em.fork().find(MailBodySchema, { text: body.text });
    expect(again.createdAt.getTime()).toBeGreaterThan(bodies[0].createdAt.getTime() - 1);
    await queue.drain();
    // A body a pending mail still uses stays, however old.
    const em = ctx.em.fork();
    const old = new Date(Date.now() - 3 * 3_600_000);
    await em.insert(MailBodySchema, { id: 'b'.repeat(64), text: 'in use SLOT1', html: null, createdAt: old });
    await em.insert(MailMessageSchema, {
      id: crypto.randomUUID(),
      kind: 'test',
      to: 'pending-shared@example.com',
      subject: 's',
      text: '',
      bodyId: 'b'.repeat(64),
      fills: { SLOT1: 'x' },
      status: 'pending',
      attempts: 0,
      createdAt: old,
      updatedAt: old,
    });
    await purge.process(undefined, undefined, new Date(Date.now() + 2 * 3_600_000));
    expect(await ctx.em.fork().count(MailBodySchema, { id: again.id })).toBe(0);
    expect(await ctx.em.fork().count(MailBodySchema, { id: 'b'.repeat(64) })).toBe(1);
  });

  it('outside a transaction stores and delivers at once', async () => {
    const to = 'plain@example.com';
    await mail.send({ kind: 'test', to, subject: 'Plain', text: 'hi' });
    await queue.drain();
    expect((await rowsTo(to)).map((r) => r.status)).toEqual(['sent']);
  });
});

describe('what stays of a mail', () => {
  const DAY = 86_400_000;

  it('once delivered: the kind, recipient, status, attempts and times; no subject, body or files', async () => {
    const to = 'reset@example.com';
    const link = 'https://sidequest.local/auth?mode=reset&token=secret-token';
    const { id, stored } = await unitOfWork.transaction(async () => {
      const id = await mail.send({
        kind: 'reset',
        to,
        subject: 'Reset your password',
        text: link,
        html: `<a href="${link}">reset</a>`,
        replyTo: 'x@example.com',
        headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        attachments: [{ filename: 'a.png', contentType: 'image/png', content: new Uint8Array([1, 2, 3]) }],
      });
      // Read before the commit: once committed, delivery (which clears the headers) may run at any moment.
      return { id, stored: await ctx.em.findOneOrFail(MailMessageSchema, { id }) };
    });
    expect(stored.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    await queue.drain();
    // The mailer got everything, the extra headers too.
    const delivered = mailer.delivered.find((m) => m.id === id)!;
    expect([delivered.text, delivered.attachments?.length]).toEqual([link, 1]);
    expect(delivered.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const row = await ctx.em.fork().findOneOrFail(MailMessageSchema, { id });
    expect(row).toMatchObject({
      kind: 'reset',
      to,
      status: 'sent',
      attempts: 1,
      subject: 'reset',
      text: '',
      html: null,
      replyTo: null,
      headers: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await ctx.em.fork().count(MailAttachmentSchema, { mailId: id })).toBe(0);
  });

  it('the purge deletes delivered mail past the retention, and nothing pending, failed or recent', async () => {
    const em = ctx.em.fork();
    const now = new Date('2026-11-23T12:00:00Z');
    const row = (id: string, status: 'sent' | 'pending' | 'failed', daysAgo: number) => ({
      id,
      kind: 'test',
      to: `${id.slice(0, 8)}@example.com`,
      subject: 's',
      text: 't',
      status,
      attempts: 1,
      createdAt: new Date(now.getTime() - daysAgo * DAY),
      updatedAt: new Date(now.getTime() - daysAgo * DAY),
      sentAt: status === 'sent' ? new Date(now.getTime() - daysAgo * DAY) : null,
    });
    const [old, recent, oldPending, oldFailed] = [
      crypto.randomUUID(),
      crypto.randomUUID(),
      crypto.randomUUID(),
      crypto.randomUUID(),
    ];
    await em.insertMany(MailMessageSchema, [
      row(old, 'sent', 31),
      row(recent, 'sent', 29),
      row(oldPending, 'pending', 40),
      row(oldFailed, 'failed', 40),
    ]);
    await em.insert(MailAttachmentSchema, {
      id: crypto.randomUUID(),
      mailId: old,
      position: 0,
      filename: 'f',
      contentType: 'text/plain',
      content: Buffer.from('x'),
    });
    await purge.process(undefined, undefined, now);
    const left = (await ctx.em.fork().find(MailMessageSchema, { id: { $in: [old, recent, oldPending, oldFailed] } }))
      .map((m) => m.id)
      .sort();
    expect(left).toEqual([recent, oldPending, oldFailed].sort());
    expect(await ctx.em.fork().count(MailAttachmentSchema, { mailId: old })).toBe(0);
  });

  it('clears the content of mail that failed over 7 days ago, keeping what shows it failed; a recent failure keeps all', async () => {
    const em = ctx.em.fork();
    const now = new Date('2026-11-23T12:00:00Z');
    const failed = (daysAgo: number) => ({
      id: crypto.randomUUID(),
      kind: 'password_reset',
      to: 'ada@example.com',
      subject: 'Reset your SideQuest password',
      text: 'https://sidequest.test/auth?mode=reset&token=secret',
      html: '<a href="https://sidequest.test/auth?mode=reset&token=secret">Reset</a>',
      replyTo: 'owner@example.com',
      headers: { 'X-Test': '1' },
      status: 'failed' as const,
      attempts: 5,
      lastError: '550 mailbox unavailable',
      createdAt: new Date(now.getTime() - daysAgo * DAY),
      updatedAt: new Date(now.getTime() - daysAgo * DAY),
    });
    const [old, recent] = [failed(8), failed(6)];
    await em.insertMany(MailMessageSchema, [old, recent]);
    for (const mailId of [old.id, recent.id])
      await em.insert(MailAttachmentSchema, {
        id: crypto.randomUUID(),
        mailId,
        position: 0,
        filename: 'screenshot.png',
        contentType: 'image/png',
        content: Buffer.from('x'),
      });
    await purge.process(undefined, undefined, now);
    const read = (id: string) => ctx.em.fork().findOneOrFail(MailMessageSchema, { id });
    expect(await read(old.id)).toMatchObject({
      kind: 'password_reset',
      to: 'ada@example.com',
      subject: 'password_reset',
      text: '',
      html: null,
      replyTo: null,
      headers: null,
      status: 'failed',
      attempts: 5,
      lastError: '550 mailbox unavailable',
    });
    expect(await ctx.em.fork().count(MailAttachmentSchema, { mailId: old.id })).toBe(0);
    expect(await read(recent.id)).toMatchObject({ subject: 'Reset your SideQuest password', text: recent.text });
    expect(await ctx.em.fork().count(MailAttachmentSchema, { mailId: recent.id })).toBe(1);
  });
});
