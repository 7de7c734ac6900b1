import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '@sidequest/platform-db/testing';

const root = resolve(import.meta.dirname, '../..');

export interface RunningProcess {
  proc: ChildProcess;
  output(): string;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs a built app (dist/apps/<name>/main.js) as a real process with exactly the given environment.
 * Its output is kept in memory, or in `logFile` for long runs (a soak logs a line per request).
 * `nodeArgs` go before the script (the soak's `--inspect`). `appRoot` is the checkout it runs from
 * (another release's, see previous-release.ts).
 */
export function startBuiltApp(
  name: 'api' | 'worker',
  env: Record<string, string>,
  logFile?: string,
  nodeArgs: string[] = [],
  appRoot = root,
): RunningProcess {
  const out = logFile ? openSync(logFile, 'w') : 'pipe';
  const proc = spawn(process.execPath, [...nodeArgs, resolve(appRoot, `dist/apps/${name}/main.js`)], {
    cwd: appRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', out, out],
  });
  let log = '';
  proc.stdout?.on('data', (d) => (log += d));
  proc.stderr?.on('data', (d) => (log += d));
  const output = () => (logFile ? readFileSync(logFile, 'utf8') : log);
  return {
    proc,
    output,
    async waitForOutput(pattern, timeoutMs = 30_000) {
      const started = Date.now();
      while (!pattern.test(output())) {
        if (proc.exitCode !== null) throw new Error(`${name} exited (${proc.exitCode}):\n${output()}`);
        if (Date.now() - started > timeoutMs) throw new Error(`${name} did not print ${pattern} in time:\n${output()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () =>
      new Promise<void>((done) => {
        if (proc.exitCode !== null) return done();
        proc.once('exit', () => done());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 5000).unref();
      }),
  };
}

export interface ApiAndWorker {
  /** The api's address, also its APP_URL. */
  base: string;
  /** The whole environment both run with, to start another worker like them. */
  env: Record<string, string>;
  api: RunningProcess;
  worker: RunningProcess;
}

/**
 * The built api on a free port, up. `env` brings DATABASE_URL, REDIS_URL, SMTP_URL and whatever the test
 * needs; a fresh QUEUE_PREFIX keeps its jobs apart from other runs. The returned `env` starts a worker like it.
 * `appRoot`: the checkout whose built api runs (this one unless another release's).
 */
export async function startApi(env: Record<string, string>, appRoot = root): Promise<Omit<ApiAndWorker, 'worker'>> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const full = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent',
    QUEUE_PREFIX: `sqtest-${randomBytes(3).toString('hex')}`,
    ...env,
    PORT: String(port),
    APP_URL: base,
  };
  const api = startBuiltApp('api', full, undefined, [], appRoot);
  try {
    await api.waitForOutput(/SideQuest is up/);
  } catch (e) {
    await api.stop();
    throw e;
  }
  return { base, env: full, api };
}

/** The built api (as `startApi` starts it) and one worker beside it, both up. */
export async function startApiAndWorker(env: Record<string, string>): Promise<ApiAndWorker> {
  const { base, env: full, api } = await startApi(env);
  const worker = startBuiltApp('worker', full);
  try {
    await worker.waitForOutput(/worker ready/);
  } catch (e) {
    await api.stop();
    throw e;
  }
  return { base, env: full, api, worker };
}

/** A private redis-server on a free port, so a test can stop and start "the queue" without touching the shared one. */
export async function startPrivateRedis(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'pipe' },
  );
  let log = '';
  proc.stdout?.on('data', (d) => (log += d));
  const started = Date.now();
  while (!/Ready to accept connections/.test(log)) {
    if (proc.exitCode !== null || Date.now() - started > 10_000) throw new Error(`redis-server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        if (proc.exitCode !== null) return done();
        proc.once('exit', () => done());
        proc.kill('SIGTERM');
      }),
  };
}

export { freePort };
