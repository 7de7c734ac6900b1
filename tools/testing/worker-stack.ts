import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { SmtpSink } from '@sidequest/platform-mail/testing';
import { freePort, startApi, startBuiltApp, startPrivateRedis, type RunningProcess } from './node-process';

/**
 * The production shape for the worker's e2e tests: the built api and worker as separate processes on a
 * throwaway database, an SMTP sink and a private Redis that a test may stop and start again on its port.
 */
export class WorkerStack {
  private current: RunningProcess | undefined;

  private constructor(
    readonly db: TestDatabase,
    readonly sink: SmtpSink,
    public redis: { url: string; stop(): Promise<void> },
    private readonly redisPort: number,
    readonly base: string,
    /** The whole environment the api runs with, which every worker started here gets too. */
    readonly env: Record<string, string>,
    readonly api: RunningProcess,
  ) {}

  /** `env` adds to DATABASE_URL, REDIS_URL and SMTP_URL; without `worker: true` only the api runs until `startWorker`. */
  static async start(env: Record<string, string> = {}, { worker = true } = {}): Promise<WorkerStack> {
    const db = await createTestDatabase();
    const sink = await SmtpSink.start();
    const redisPort = await freePort();
    const redis = await startPrivateRedis(redisPort);
    let stack: WorkerStack | undefined;
    try {
      const started = await startApi({ DATABASE_URL: db.url, REDIS_URL: redis.url, SMTP_URL: sink.url, ...env });
      stack = new WorkerStack(db, sink, redis, redisPort, started.base, started.env, started.api);
      if (worker) await stack.startWorker();
      return stack;
    } catch (e) {
      if (stack) await stack.stop();
      else await Promise.all([redis.stop(), sink.close(), db.drop()]);
      throw e;
    }
  }

  /** The running worker (the last one `startWorker` started). */
  get worker(): RunningProcess {
    if (!this.current) throw new Error('no worker started');
    return this.current;
  }

  /** Stops the worker there is (if any) and starts another with the stack's environment plus `env`, up. */
  async startWorker(env: Record<string, string> = {}): Promise<RunningProcess> {
    await halt(this.current);
    this.current = startBuiltApp('worker', { ...this.env, ...env });
    await this.current.waitForOutput(/worker ready/);
    return this.current;
  }

  /** Stops the worker there is, if any (even one a test killed). */
  async stopWorker(): Promise<void> {
    await halt(this.current);
  }

  /** Starts the private Redis again on the port it had, after a test stopped it. */
  async restartRedis(): Promise<void> {
    this.redis = await startPrivateRedis(this.redisPort);
  }

  async stop(): Promise<void> {
    await halt(this.current);
    await halt(this.api);
    await this.redis.stop();
    await this.sink.close();
    await this.db.drop();
  }
}

/** stop() waits for an exit that a process already killed by a signal will never announce again. */
async function halt(p: RunningProcess | undefined): Promise<void> {
  if (!p || p.proc.exitCode !== null || p.proc.signalCode !== null) return;
  await p.stop();
}
