import { MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { InProcessJobQueue, type JobHandler, type JobName } from '@sidequest/platform-queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailService } from './mail.service';
import { Mailer } from './mailer.port';
import type { StoredMail } from './outgoing-mail';
import { MailAttachmentSchema } from './persistence/mail-attachment.entity';
import { MailMessageSchema } from './persistence/mail-message.entity';
import { mailMigrations } from './persistence/mail.migrations';
import { SendMailProcessor } from './send-mail.processor';

class RecordingMailer extends Mailer {
  readonly kind = 'outbox' as const;
  readonly delivered: StoredMail[] = [];
  async deliver(mail: StoredMail): Promise<void> {
    this.delivered.push(mail);
  }
}

let db: TestDatabase;
let orm: MikroORM;
let queue: InProcessJobQueue;
const mailer = new RecordingMailer();
let unitOfWork: MikroOrmUnitOfWork;
let mail: MailService;

beforeAll(async () => {
  db = await createTestDatabase('sq_outbox');
  orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: db.url,
    entities: [MailMessageSchema, MailAttachmentSchema],
    extensions: [Migrator],
    migrations: { migrationsList: mailMigrations, transactional: true, snapshot: false },
  });
  await orm.migrator.up();
  const em = orm.em as EntityManager;
  queue = new InProcessJobQueue({ attempts: 1, backoffMs: 10 });
  const processor = new SendMailProcessor(em, mailer, { outboxDir: '', from: 'test@sidequest.local', devOutboxPage: false });
  await queue.start(new Map<JobName, JobHandler>([['mail.send', processor as JobHandler]]));
  unitOfWork = new MikroOrmUnitOfWork(em);
  mail = new MailService(em, queue, unitOfWork);
});

afterAll(async () => {
  await queue?.close();
  await orm?.close(true);
  await db?.drop();
});

const rowsTo = (to: string) => orm.em.fork().find(MailMessageSchema, { to });

describe('MailService as a transactional outbox', () => {
  it('leaves no mail row and queues nothing when the caller rolls back', async () => {
    const to = 'rolled-back@example.com';
    await expect(
      unitOfWork.transaction(async () => {
        await mail.send({ to, subject: 'never', text: 'never' });
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
      await mail.send({ to, subject: 'Welcome', text: 'hello' });
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

  it('outside a transaction stores and delivers at once', async () => {
    const to = 'plain@example.com';
    await mail.send({ to, subject: 'Plain', text: 'hi' });
    await queue.drain();
    expect((await rowsTo(to)).map((r) => r.status)).toEqual(['sent']);
  });
});
