import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, testEnvironment, type AppConfig } from '@sidequest/platform-config';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { SmtpSink } from '@sidequest/platform-mail/testing';
import type { RetryPolicy } from '@sidequest/platform-queue';
import { createApiApp } from '../bootstrap';
import type { ApiRuntime } from '../app.module';

export interface TestApi {
  app: NestFastifyApplication;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  config: AppConfig;
  db: TestDatabase;
  /** SQL on the app's database, for what a test checks behind the api (connects on first use). */
  sql: pg.Pool;
  /** Every mail the app delivered over SMTP. */
  mail: SmtpSink;
  close(): Promise<void>;
}

export interface TestApiOptions {
  env?: Record<string, string>;
  /** Use BullMQ on the machine's Redis instead of the in-process driver (then a worker must consume). */
  redis?: boolean;
  retryPolicy?: RetryPolicy;
  accounts?: ApiRuntime['accounts'];
}

/** The real api on a throwaway database, an SMTP sink and (by default) in-process jobs, listening on a free port. */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const db = await createTestDatabase();
  const mail = await SmtpSink.start();
  const env = testEnvironment();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SMTP_URL: mail.url,
    QUEUE_PREFIX: `sqtest-${randomBytes(4).toString('hex')}`,
    WEB_DIST_DIR: '/nonexistent',
    // What the app runs on anyway (production requires it to be set).
    DATABASE_URL: db.url,
    // Tests give each client its own X-Forwarded-For address, as a load balancer would.
    TRUST_PROXY: '1',
    ...(options.redis ? { REDIS_URL: env.redisUrl } : {}),
    ...options.env,
  });
  const app = await createApiApp(config, {
    databaseUrl: db.url,
    retryPolicy: options.retryPolicy ?? { attempts: 3, backoffMs: 20 },
    accounts: options.accounts,
  });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const sql = new pg.Pool({ connectionString: db.url, max: 2 });
  return {
    app,
    url,
    config,
    db,
    sql,
    mail,
    close: async () => {
      await sql.end();
      // A shutdown that hangs is reported by name; the test server then drops its sockets so the file's other suites go on.
      await settleOrReport('app.close()', app.close(), () => app.getHttpServer().closeAllConnections());
      await settleOrReport('SMTP sink close', mail.close());
      await db.drop();
    },
  };
}

/**
 * Starts the api before the enclosing file's (or describe's) tests and closes it after them. The returned
 * object stands for that api: read it inside tests and hooks, not while the file loads. `options` may be
 * a function, to prepare something first.
 */
export function useTestApi(options: TestApiOptions | (() => Promise<TestApiOptions>) = {}): TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(typeof options === 'function' ? await options() : options);
  });
  afterAll(() => api?.close());
  return new Proxy({} as TestApi, {
    get(_, key) {
      if (key === 'then') return undefined; // not a promise, whoever asks
      if (!api) throw new Error(`test api read (${String(key)}) before it started: read it inside a test or hook`);
      const value: unknown = Reflect.get(api, key);
      return typeof value === 'function' ? value.bind(api) : value;
    },
  });
}

const CLOSE_REPORT_MS = 20_000;

/** Awaits `step`; if it has not settled after CLOSE_REPORT_MS, says so on stderr and runs `unstick` once. */
async function settleOrReport(name: string, step: Promise<unknown>, unstick?: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const report = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      process.stderr.write(`test api: ${name} has not finished after ${CLOSE_REPORT_MS / 1000} s\n`);
      unstick?.();
      resolve();
    }, CLOSE_REPORT_MS);
  });
  await Promise.race([step.finally(() => clearTimeout(timer)), report]);
  await step;
}
