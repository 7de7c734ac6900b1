import type { EntityManager } from '@mikro-orm/postgresql';
import { accountNotifierContract } from '@sidequest/accounts-domain/testing';
import type { AppConfig } from '@sidequest/platform-config';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { MailAttachmentSchema, MailMessageSchema, mailMigrations, MailService } from '@sidequest/platform-mail';
import type { JobQueue } from '@sidequest/platform-queue';
import { afterAll, beforeAll } from 'vitest';
import { MailAccountNotifier } from './mail-account.notifier';

/** The platform's mail tables: the notifier writes to nothing else. */
const MAIL_TABLES = { entities: [MailMessageSchema, MailAttachmentSchema], migrations: mailMigrations };

let ctx: ContextOrm;
beforeAll(async () => void (ctx = await initContextOrm({ name: 'sq_account_mail', ...MAIL_TABLES })));
afterAll(() => ctx?.close());

/** Delivery is the worker's part (the Mailer and JobQueue suites); here the mail only has to be stored. */
const noDelivery = { enqueue: async () => undefined } as unknown as JobQueue;

accountNotifierContract('MailAccountNotifier into the mail table on Postgres', () => {
  const em = ctx.em.fork() as EntityManager;
  const config = { appUrl: 'https://sidequest.example', mail: { ownerEmail: 'owner@sidequest.example' } } as AppConfig;
  return {
    notifier: new MailAccountNotifier(new MailService(em, noDelivery, new MikroOrmUnitOfWork(em)), config),
    mailsTo: async (address) => {
      const rows = await ctx.em.fork().find(MailMessageSchema, { to: address }, { orderBy: { createdAt: 'asc' } });
      return rows.map((row) => ({ links: row.text.match(/https?:\/\/\S+/g) ?? [] }));
    },
  };
});
