import { MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { accountNotifierContract } from '@sidequest/accounts-domain/testing';
import type { AppConfig } from '@sidequest/platform-config';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { MailAttachmentSchema, MailMessageSchema, mailMigrations, MailService } from '@sidequest/platform-mail';
import type { JobQueue } from '@sidequest/platform-queue';
import { afterAll, beforeAll } from 'vitest';
import { MailAccountNotifier } from './mail-account.notifier';

let db: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  db = await createTestDatabase('sq_account_mail');
  orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: db.url,
    entities: [MailMessageSchema, MailAttachmentSchema],
    extensions: [Migrator],
    migrations: { migrationsList: mailMigrations, transactional: true, snapshot: false },
    allowGlobalContext: true,
  });
  await orm.migrator.up();
});

afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

/** Delivery is the worker's part (the Mailer and JobQueue suites); here the mail only has to be stored. */
const noDelivery = { enqueue: async () => undefined } as unknown as JobQueue;

accountNotifierContract('MailAccountNotifier into the mail table on Postgres', () => {
  const em = orm.em.fork() as EntityManager;
  const config = { appUrl: 'https://sidequest.example', mail: { ownerEmail: 'owner@sidequest.example' } } as AppConfig;
  return {
    notifier: new MailAccountNotifier(new MailService(em, noDelivery, new MikroOrmUnitOfWork(em)), config),
    mailsTo: async (address) => {
      const rows = await orm.em.fork().find(MailMessageSchema, { to: address }, { orderBy: { createdAt: 'asc' } });
      return rows.map((row) => ({ links: row.text.match(/https?:\/\/\S+/g) ?? [] }));
    },
  };
});
