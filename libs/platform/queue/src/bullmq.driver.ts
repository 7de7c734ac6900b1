import { Logger } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { inContinuedSpan, inSpan, SpanKind } from '@sidequest/platform-tracing';
import { DEFAULT_RETRY_POLICY, queueOf, type JobHandler, type JobMap, type JobName, type RetryPolicy } from './job-map';
import { JobQueue, type EnqueueOptions, type JobRunner } from './job-queue.port';
import type { QueueCounts } from './job-metrics';
import { jobSpanAttributes, takeTraceContext, withTraceContext } from './job-trace';

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
  /** One BullMQ queue per context (the job name's first part), opened on first use. */
  private readonly queues = new Map<string, Queue>();

  constructor(private readonly options: BullMqOptions) {
    super();
    this.connection = new Redis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.connection.on('error', () => undefined); // health() reports it; ioredis reconnects by itself
  }

  async enqueue<N extends JobName>(name: N, payload: JobMap[N], options: EnqueueOptions = {}): Promise<void> {
    // A queue first opened while Redis is away would wait for it to come back: refuse at once instead
    // (the caller's row stays pending for the sweeper).
    await this.connected();
    // The trace context goes in the job's data from inside the enqueue span: the worker's job span is its child.
    await inSpan(`enqueue ${name}`, SpanKind.PRODUCER, jobSpanAttributes('bullmq', name, 'send'), () =>
      this.queueFor(name).add(name, withTraceContext(payload), options.jobId ? { jobId: options.jobId } : undefined),
    );
  }

  override async enqueueMany<N extends JobName>(
    name: N,
    jobs: readonly { payload: JobMap[N]; options?: EnqueueOptions }[],
  ): Promise<void> {
    if (!jobs.length) return;
    await this.connected();
    await inSpan(`enqueue ${name}`, SpanKind.PRODUCER, jobSpanAttributes('bullmq', name, 'send'), () =>
      this.queueFor(name).addBulk(
        jobs.map((job) => ({
          name,
          data: withTraceContext(job.payload),
          opts: job.options?.jobId ? { jobId: job.options.jobId } : undefined,
        })),
      ),
    );
  }

  /** Waits up to a second for a connection that is still coming up; refuses at once when Redis is away. */
  private async connected(): Promise<void> {
    const { connection } = this;
    if (connection.status === 'ready') return;
    if (['reconnecting', 'close', 'end'].includes(connection.status))
      throw new Error(`queue unavailable: redis is ${connection.status}`);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        connection.off('ready', onReady);
        reject(new Error(`queue unavailable: redis is ${connection.status}`));
      }, 1000);
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      connection.once('ready', onReady);
    });
  }

  async counts(queueName: string): Promise<QueueCounts> {
    await this.connected();
    const {
      waiting = 0,
      active = 0,
      delayed = 0,
      failed = 0,
    } = await this.queueNamed(queueName).getJobCounts('waiting', 'active', 'delayed', 'failed');
    return { waiting, active, delayed, failed };
  }

  private queueFor(name: JobName): Queue {
    return this.queueNamed(queueOf(name));
  }

  private queueNamed(queueName: string): Queue {
    let queue = this.queues.get(queueName);
    if (!queue) {
      const policy = this.options.policy ?? DEFAULT_RETRY_POLICY;
      queue = new Queue(queueName, {
        connection: this.connection,
        prefix: this.options.prefix,
        defaultJobOptions: {
          attempts: policy.attempts,
          backoff: { type: 'exponential', delay: policy.backoffMs },
          // Completed jobs go at once, so a jobId only de-duplicates work that is still waiting or running.
          removeOnComplete: true,
          removeOnFail: false,
        },
      });
      queue.on('error', () => undefined);
      this.queues.set(queueName, queue);
    }
    return queue;
  }

  // Both wait, as enqueue does, for a connection still coming up (a queue just made answers too): with
  // enableOfflineQueue off, a command sent before then fails at once, which read as "down" or "no worker".
  async health(): Promise<string | undefined> {
    try {
      await this.connected();
      const pong = await withTimeout(this.connection.ping(), 1500);
      return pong === 'PONG' ? undefined : `unexpected reply ${pong}`;
    } catch (e) {
      return `redis unreachable: ${(e as Error).message}`;
    }
  }

  async workerSeen(): Promise<boolean> {
    try {
      await this.connected();
      return (await withTimeout(this.connection.exists(heartbeatKey(this.options.prefix)), 1500)) === 1;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
    this.connection.disconnect();
  }
}

/** Consumer side, in the worker process: runs handlers and reports a heartbeat the api can see. */
export class BullMqJobRunner implements JobRunner {
  private workers: Worker[] = [];
  private heartbeat?: NodeJS.Timeout;
  private readonly connection: Redis;
  private readonly logger = new Logger('BullMqRunner');
  private readonly stats = { completed: 0, failed: 0, beats: 0 };

  constructor(private readonly options: BullMqOptions & { concurrency?: number }) {
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (e) => this.logger.warn(`redis: ${e.message}`));
  }

  async start(handlers: Map<JobName, JobHandler>, schedules = new Map<JobName, number>()): Promise<void> {
    // One BullMQ worker per queue, each with its own concurrency: a context's slow jobs fill only
    // its own slots, never mail's.
    const queueNames = new Set([...handlers.keys()].map(queueOf));
    for (const queueName of queueNames) this.workers.push(this.consume(queueName, handlers));
    // A job scheduler per scheduled job: Redis keeps one schedule however many workers upsert it.
    for (const [name, every] of schedules) {
      const queue = new Queue(queueOf(name), { connection: this.connection, prefix: this.options.prefix });
      await queue.upsertJobScheduler(
        `schedule:${name}`,
        { every, immediately: true },
        { name, data: {}, opts: { removeOnComplete: true, removeOnFail: 50 } },
      );
      await queue.close();
    }
    // The worker's health signal: a key with a TTL the api reads, and a log line about once a minute.
    const beat = async () => {
      const ok = await this.connection
        .set(heartbeatKey(this.options.prefix), new Date().toISOString(), 'PX', HEARTBEAT_TTL_MS)
        .then(
          () => true,
          () => false,
        );
      if (this.stats.beats++ % HEARTBEAT_LOG_EVERY === 0 || !ok) {
        const { completed, failed } = this.stats;
        const line = `worker heartbeat: redis ${ok ? 'up' : 'DOWN'}, ${completed} jobs done, ${failed} attempts failed`;
        if (ok) this.logger.log(line);
        else this.logger.warn(line);
      }
    };
    await beat();
    this.heartbeat = setInterval(beat, HEARTBEAT_TTL_MS / 3);
    await Promise.all(this.workers.map((w) => w.waitUntilReady()));
  }

  private consume(queueName: string, handlers: Map<JobName, JobHandler>): Worker {
    const worker = new Worker(
      queueName,
      async (job: Job) => {
        const handler = handlers.get(job.name as JobName);
        if (!handler) throw new Error(`no processor for job ${job.name}`);
        // With tracing on, the job's span continues the trace that enqueued it (its log lines carry that trace id).
        const { payload, carrier } = takeTraceContext(job.data);
        const attributes = jobSpanAttributes('bullmq', job.name, 'process', job.id);
        await inContinuedSpan(carrier, `job ${job.name}`, SpanKind.CONSUMER, attributes, () =>
          handler.process(payload as never, {
            id: job.id ?? '',
            attempt: job.attemptsMade + 1,
            maxAttempts: job.opts.attempts ?? 1,
          }),
        );
      },
      { connection: this.connection, prefix: this.options.prefix, concurrency: this.options.concurrency ?? 5 },
    );
    worker.on('error', (e) => this.logger.warn(`worker ${queueName}: ${e.message}`));
    worker.on('completed', () => void (this.stats.completed += 1));
    worker.on('failed', (job, error) => {
      this.stats.failed += 1;
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      this.logger.warn(`job ${job.name}#${job.id} attempt ${job.attemptsMade} failed: ${error.message}`);
      if (final)
        void handlers.get(job.name as JobName)?.onFinalFailure?.(takeTraceContext(job.data).payload as never, error);
    });
    return worker;
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await Promise.all(this.workers.map((w) => w.close()));
    this.workers = [];
    await this.connection.del(heartbeatKey(this.options.prefix)).catch(() => undefined);
    this.connection.disconnect();
  }
}

const heartbeatKey = (prefix: string) => `${prefix}:worker:heartbeat`;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);
}
