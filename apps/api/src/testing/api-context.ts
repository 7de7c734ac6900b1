import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig, type AppConfig } from '@sidequest/platform-config';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { afterAll, beforeAll } from 'vitest';
import { AppModule } from '../app.module';

export interface ApiContext {
  readonly app: INestApplicationContext;
  readonly config: AppConfig;
}

/**
 * The api's own composition as an application context (no HTTP listener) on an empty database of its own: every
 * context's entities and every migration, applied at start from the oldest to the newest, as production migrates.
 * Made before the file's tests, closed and dropped after them.
 */
export function useApiContext(databaseName: string): ApiContext {
  let db: TestDatabase | undefined;
  const state = {} as { app: INestApplicationContext; config: AppConfig };
  beforeAll(async () => {
    db = await createTestDatabase(databaseName);
    state.config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      QUEUE_PREFIX: `sqtest-${randomBytes(4).toString('hex')}`,
      WEB_DIST_DIR: '/nonexistent',
    });
    state.app = await NestFactory.createApplicationContext(AppModule.forRoot(state.config, { databaseUrl: db.url }), {
      logger: false,
      abortOnError: false,
    });
    await state.app.init();
  });
  afterAll(async () => {
    await state.app?.close();
    await db?.drop();
  });
  return state;
}
