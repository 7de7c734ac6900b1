import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerMessageThrottle, SubmitFeedback, SubmitSupportMessage } from '@sidequest/feedback-domain';
import {
  feedbackRepositoryContract,
  ownerOutboxContract,
  SAMPLE_FILES,
  supportMessageRepositoryContract,
} from '@sidequest/feedback-domain/testing';
import { systemClock, uuidGenerator, type IdGenerator } from '@sidequest/kernel';
import { InMemoryRateLimiter } from '@sidequest/kernel/testing';
import type { AppConfig } from '@sidequest/platform-config';
import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { MailAttachmentSchema, MailMessageSchema, mailMigrations } from '@sidequest/platform-mail';
import { outboxInProcess, RecordingMailer } from '@sidequest/platform-mail/testing';
import type { InProcessJobQueue } from '@sidequest/platform-queue';
import { FileTypeLibraryDetector } from '../adapters/file-type.detector';
import { MailOwnerOutbox } from '../adapters/mail-owner.outbox';
import { feedbackMigrations } from './feedback.migrations';
import { feedbackEntitySchemas } from './feedback.schemas';
import { MikroOrmFeedbackRepository } from './mikro-orm-feedback.repository';
import { MikroOrmSupportMessageRepository } from './mikro-orm-support-message.repository';

let ctx: ContextOrm;
let queue: InProcessJobQueue;
let feedback: MikroOrmFeedbackRepository;
let support: MikroOrmSupportMessageRepository;
const mailer = new RecordingMailer();
let deps: ConstructorParameters<typeof SubmitFeedback>[0];

beforeAll(async () => {
  ctx = await initContextOrm({
    name: 'sq_feedback',
    entities: [MailMessageSchema, MailAttachmentSchema, ...feedbackEntitySchemas],
    migrations: [...mailMigrations, ...feedbackMigrations],
    allowGlobalContext: false,
  });
  const em = ctx.em;
  const started = await outboxInProcess(em, mailer);
  queue = started.queue;
  const outbox = new MailOwnerOutbox(started.mail, {
    mail: { ownerEmail: 'owner@example.test' },
  } as AppConfig);
  feedback = new MikroOrmFeedbackRepository(em);
  support = new MikroOrmSupportMessageRepository(em);
  deps = {
    feedback,
    outbox,
    unitOfWork: started.unitOfWork,
    detector: new FileTypeLibraryDetector(),
    throttle: new OwnerMessageThrottle(new InMemoryRateLimiter(systemClock)),
    ids: uuidGenerator,
    clock: systemClock,
  };
});

afterAll(async () => {
  await queue?.close();
  await ctx?.close();
});

const count = async (table: string) =>
  Number((await ctx.em.getConnection().execute(`select count(*)::int as n from "${table}"`))[0].n);

describe('feedback persistence and the owner outbox', () => {
  it('stores the message, its files and its mail (id = message id) together, then delivers the files', async () => {
    const shot = SAMPLE_FILES.png(4096);
    const voice = SAMPLE_FILES.oggOpus(2048);
    const result = await new SubmitFeedback(deps).execute({
      text: 'Nice',
      page: '/x',
      sender: null,
      screenshot: { content: shot },
      voice: { content: voice },
    });
    if (!result.ok) throw result.error;
    const stored = await feedback.findById(result.value.id);
    expect(
      stored?.attachments.map((a) => [
        a.filename,
        a.mime,
        a.size,
        Buffer.from(a.content).equals(Buffer.from(a.kind === 'screenshot' ? shot : voice)),
      ]),
    ).toEqual([
      ['screenshot.png', 'image/png', 4096, true],
      ['voice-note.ogg', 'audio/ogg', 2048, true],
    ]);
    await queue.drain();
    const sent = mailer.delivered.find((m) => m.id === result.value.id);
    expect(sent?.to).toBe('owner@example.test');
    expect(
      sent?.attachments?.map((a) => [
        a.filename,
        a.contentType,
        Buffer.from(a.content).equals(Buffer.from(a.filename.startsWith('screenshot') ? shot : voice)),
      ]),
    ).toEqual([
      ['screenshot.png', 'image/png', true],
      ['voice-note.ogg', 'audio/ogg', true],
    ]);
  });

  it('rolls the message and its files back when its mail cannot be stored', async () => {
    const clash = crypto.randomUUID();
    // A mail row already holds this id: the outbox insert fails inside the transaction.
    await ctx.em
      .getConnection()
      .execute(
        `insert into mail_messages (id, kind, "to", subject, text, status, attempts, created_at, updated_at) values (?, 'test', 'x@example.test', 's', 't', 'sent', 1, now(), now())`,
        [clash],
      );
    const before = [
      await count('feedback_messages'),
      await count('feedback_attachments'),
      await count('mail_attachments'),
    ];
    const ids: IdGenerator = { next: () => clash };
    await expect(
      new SubmitFeedback({ ...deps, ids }).execute({
        text: 'lost?',
        sender: null,
        screenshot: { content: SAMPLE_FILES.gif() },
      }),
    ).rejects.toThrow();
    expect([
      await count('feedback_messages'),
      await count('feedback_attachments'),
      await count('mail_attachments'),
    ]).toEqual(before);
    expect(await feedback.findById(clash)).toBeNull();
  });

  it('stores a support message with its mail, Reply-To the sender', async () => {
    const result = await new SubmitSupportMessage({
      messages: support,
      outbox: deps.outbox,
      unitOfWork: deps.unitOfWork,
      throttle: deps.throttle,
      ids: uuidGenerator,
      clock: systemClock,
    }).execute({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Help',
      clientAddress: '192.0.2.3',
      senderUserId: crypto.randomUUID(),
    });
    if (!result.ok) throw result.error;
    expect((await support.findById(result.value.id))?.snapshot()).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Help',
    });
    await queue.drain();
    expect(mailer.delivered.find((m) => m.id === result.value.id)).toMatchObject({
      subject: 'Support: Ada',
      replyTo: 'ada@example.com',
      to: 'owner@example.test',
    });
  });
});

ownerOutboxContract('MailOwnerOutbox into the mail table on Postgres', () => ({
  outbox: deps.outbox,
  transaction: (work) => deps.unitOfWork.transaction(work),
  queued: async (messageId) => {
    const em = ctx.em.fork();
    const row = await em.findOne(MailMessageSchema, { id: messageId });
    if (!row) return null;
    const files = await em.find(MailAttachmentSchema, { mailId: messageId }, { orderBy: { position: 'asc' } });
    return {
      subject: row.subject,
      text: row.text,
      replyTo: row.replyTo ?? null,
      attachments: files.map((f) => ({
        filename: f.filename,
        contentType: f.contentType,
        content: new Uint8Array(f.content),
      })),
    };
  },
}));

feedbackRepositoryContract('MikroOrmFeedbackRepository on Postgres', () => ({
  repository: feedback,
  transaction: (work) => deps.unitOfWork.transaction(work),
  stored: (id) => feedback.findById(id),
}));

supportMessageRepositoryContract('MikroOrmSupportMessageRepository on Postgres', () => ({
  repository: support,
  transaction: (work) => deps.unitOfWork.transaction(work),
  stored: (id) => support.findById(id),
}));
