import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { testEnvironment } from '@sidequest/platform-config';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { SmtpSink } from '@sidequest/platform-mail/testing';
import { freePort, startBuiltApp, startReplicas, type Replicas, type RunningProcess } from '@sidequest/test-support';

const root = resolve(import.meta.dirname, '../../../..');
export const SCREENSHOT_DIR = resolve(root, 'test-results/screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** The two screens every journey runs on, by name. */
export const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

export interface Stack {
  baseUrl: string;
  mail: SmtpSink;
  api: RunningProcess;
  worker: RunningProcess;
  db: TestDatabase;
  stop(): Promise<void>;
}

const WEB_DIST_DIR = resolve(root, 'dist/apps/web');

/** A throwaway database and SMTP sink, the variables that point the apps at them, Redis and the built SPA, and their end. */
async function services(): Promise<{
  db: TestDatabase;
  mail: SmtpSink;
  env: Record<string, string>;
  stop(): Promise<void>;
}> {
  const db = await createTestDatabase('sq_e2e');
  const mail = await SmtpSink.start();
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: testEnvironment().redisUrl,
    QUEUE_PREFIX: `sqe2e-${randomBytes(3).toString('hex')}`,
    SMTP_URL: mail.url,
    WEB_DIST_DIR,
  };
  const stop = async () => {
    await mail.close();
    await db.drop();
  };
  return { db, mail, env, stop };
}

/** The whole product as it ships: built api serving the built web app, a worker on Redis, Postgres and SMTP. */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const { db, mail, env: serviceEnv, stop: stopServices } = await services();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const fullEnv = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    ...serviceEnv,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    ...env,
  };
  const api = startBuiltApp('api', fullEnv);
  await api.waitForOutput(/SideQuest is up/);
  const worker = startBuiltApp('worker', fullEnv);
  await worker.waitForOutput(/worker ready/);
  return {
    baseUrl,
    mail,
    api,
    worker,
    db,
    stop: async () => {
      await worker.stop();
      await api.stop();
      await stopServices();
    },
  };
}

export type ReplicatedStack = Pick<Stack, 'baseUrl' | 'mail' | 'db' | 'stop'> & { replicas: Replicas };

/** The deploy shape: two apis and two workers behind nginx, which serves the built SPA as the web image does. */
export async function startReplicatedStack(): Promise<ReplicatedStack> {
  const { db, mail, env, stop: stopServices } = await services();
  const replicas = await startReplicas(env, { webRoot: WEB_DIST_DIR }).catch(async (e: Error) => {
    await stopServices();
    throw e;
  });
  return {
    baseUrl: replicas.url,
    mail,
    db,
    replicas,
    stop: async () => {
      await replicas.stop();
      await stopServices();
    },
  };
}

/** Chromium's built-in microphone (a steady tone), granted without a prompt: for the voice-note journeys. */
export const FAKE_MICROPHONE = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: testEnvironment().chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** The device's colour preference: the dark sky is SideQuest's default look, so pages open dark unless a test asks for light. */
export type ColorScheme = 'dark' | 'light';

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  colorScheme: ColorScheme = 'dark',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme });
  const page = await context.newPage();
  return { context, page };
}

/** Kept as a CI artefact under test-results/screenshots. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Each browser context acts from its own address (the api trusts one proxy hop), so per-IP auth limits never couple tests. */
export async function asOwnClient(context: BrowserContext): Promise<void> {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
}

/** A confirmed account made over HTTP (sign-up, then the mailed link), for journeys that start signed out but registered. */
export async function createConfirmedAccount(
  stack: Pick<Stack, 'baseUrl' | 'mail'>,
  email: string,
  password: string,
): Promise<void> {
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.1`,
  };
  const res = await fetch(`${stack.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const mail = await stack.mail.waitFor((m) => m.to.includes(email) && /confirm/i.test(m.subject));
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no confirmation link');
  // Not the signing-up browser (no sq_signup cookie): the address is confirmed, and the user is asked to sign in.
  const confirmed = await fetch(link, { redirect: 'manual' });
  if (confirmed.status !== 302 || !confirmed.headers.get('location')?.endsWith('/auth?mode=login&confirm=done'))
    throw new Error('confirmation failed');
}
