import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig } from '@sidequest/platform-config';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppModule } from './app.module';

let db: TestDatabase;
let app: INestApplicationContext;

beforeAll(async () => {
  db = await createTestDatabase('sq_schema');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    QUEUE_PREFIX: `sqtest-${randomBytes(4).toString('hex')}`,
    WEB_DIST_DIR: '/nonexistent',
  });
  // The api's own composition: every context's entities and every migration, applied at start.
  app = await NestFactory.createApplicationContext(AppModule.forRoot(config, { databaseUrl: db.url }), {
    logger: false,
    abortOnError: false,
  });
  await app.init();
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('one schema', () => {
  it('after every migration, the ORM metadata and the database agree', async () => {
    const orm = app.get(MikroORM);
    expect(orm.getMetadata().getAll().size).toBeGreaterThan(0);
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });
});
