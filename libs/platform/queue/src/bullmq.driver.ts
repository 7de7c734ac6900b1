import { Logger } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { DEFAULT_RETRY_POLICY, type JobHandler, type JobMap, type JobName, type RetryPolicy } from './job-map';
import { JobQueue, type EnqueueOptions, type JobRunner } from './job-queue.port';

export const QUEUE_NAME = 'jobs';
const HEARTBEAT_TTL_MS = 15_000;
const HEARTBEAT_LOG_EVERY = 12; // beats, i.e. about once a minute

export interface BullMqOptions {
  redisUrl: string;
  prefix: string;
  policy?: RetryPolicy;
}

/** Producer side: fails fast while Redis is down, so a request never hangs on the queue. */
export class BullMqJobQueue extends JobQueue {
  readonly driver = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly queue: Queue;

  constructor(private readonly options: BullMqOptions) {
    super();
    this.connection = new Redis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.connection.on('error', () => undefined); // health() reports it; ioredis reconnects by itself
    const policy = options.policy ?? DEFAULT_RETRY_POLICY;
    this.queue = new Queue(QUEUE_NAME, {
      connection: this.connection,
      prefix: options.prefix,
      defaultJobOptions: {
        attempts: policy.attempts,
        backoff: { type: 'exponential', delay: policy.backoffMs },
        // Completed jobs go at once, so a jobId only de-duplicates work that is still waiting or running.
        removeOnComplete: true,
        removeOnFail: false,
      },
    });
    this.queue.on('error', () => undefined);
  }

  async enqueue<N extends JobName>(name: N, payload: JobMap[N], options: EnqueueOptions = {}): Promise<void> {
    await this.queue.add(name, payload, options.jobId ? { jobId: options.jobId } : undefined);
  }

  async health(): Promise<string | undefined> {
    try {
      const pong = await withTimeout(this.connection.ping(), 1500);
      return pong === 'PONG' ? undefined : `unexpected reply ${pong}`;
    } catch (e) {
      return `redis unreachable: ${(e as Error).message}`;
    }
  }

  async workerSeen(): Promise<boolean> {
    try {
      return (await withTimeout(this.connection.exists(heartbeatKey(this.options.prefix)), 1500)) === 1;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.queue.close().catch(() => undefined);
    this.connection.disconnect();
  }
}

/** Consumer side, in the worker process: runs handlers and reports a heartbeat the api can see. */
export class BullMqJobRunner implements JobRunner {
  private worker?: Worker;
  private heartbeat?: NodeJS.Timeout;
  private readonly connection: Redis;
  private readonly logger = new Logger('BullMqRunner');
  private readonly stats = { completed: 0, failed: 0, beats: 0 };

  constructor(private readonly options: BullMqOptions & { concurrency?: number }) {
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (e) => this.logger.warn(`redis: ${e.message}`));
  }

  async start(handlers: Map<JobName, JobHandler>): Promise<void> {
    this.worker = new Worker(
      QUEUE_NAME,
      async (job: Job) => {
        const handler = handlers.get(job.name as JobName);
        if (!handler) throw new Error(`no processor for job ${job.name}`);
        await handler.process(job.data, {
          id: job.id ?? '',
          attempt: job.attemptsMade + 1,
          maxAttempts: job.opts.attempts ?? 1,
        });
      },
      { connection: this.connection, prefix: this.options.prefix, concurrency: this.options.concurrency ?? 5 },
    );
    this.worker.on('error', (e) => this.logger.warn(`worker: ${e.message}`));
    this.worker.on('completed', () => void (this.stats.completed += 1));
    this.worker.on('failed', (job, error) => {
      this.stats.failed += 1;
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      this.logger.warn(`job ${job.name}#${job.id} attempt ${job.attemptsMade} failed: ${error.message}`);
      if (final) void handlers.get(job.name as JobName)?.onFinalFailure?.(job.data, error);
    });
    // The worker's health signal: a key with a TTL the api reads, and a log line about once a minute.
    const beat = async () => {
      const ok = await this.connection
        .set(heartbeatKey(this.options.prefix), new Date().toISOString(), 'PX', HEARTBEAT_TTL_MS)
        .then(() => true, () => false);
      if (this.stats.beats++ % HEARTBEAT_LOG_EVERY === 0 || !ok) {
        const { completed, failed } = this.stats;
        const line = `worker heartbeat: redis ${ok ? 'up' : 'DOWN'}, ${completed} jobs done, ${failed} attempts failed`;
        if (ok) this.logger.log(line);
        else this.logger.warn(line);
      }
    };
    await beat();
    this.heartbeat = setInterval(beat, HEARTBEAT_TTL_MS / 3);
    await this.worker.waitUntilReady();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.worker?.close();
    await this.connection.del(heartbeatKey(this.options.prefix)).catch(() => undefined);
    this.connection.disconnect();
  }
}

const heartbeatKey = (prefix: string) => `${prefix}:worker:heartbeat`;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);
}
