import { Logger } from '@nestjs/common';
import { inSpan, SpanKind } from '@sidequest/platform-tracing';
import type { QueueCounts } from './job-metrics';
import {
  backoffDelay,
  queueOf,
  DEFAULT_RETRY_POLICY,
  type JobHandler,
  type JobMap,
  type JobName,
  type RetryPolicy,
} from './job-map';
import { JobQueue, type EnqueueOptions, type JobRunner } from './job-queue.port';
import { jobSpanAttributes } from './job-trace';

/**
 * Runs jobs inside this process with BullMQ's retry rules. The embedded default when REDIS_URL is
 * not set: jobs live in memory, so a restart loses queued ones (the mail sweeper re-enqueues them).
 */
export class InProcessJobQueue extends JobQueue implements JobRunner {
  readonly driver = 'in-process' as const;
  private handlers = new Map<JobName, JobHandler>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** The scheduled jobs' periods; apart from `timers`, so drain() does not wait for ever. */
  private readonly repeats = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  /** Ids of jobs waiting or running, for de-duplication as BullMQ does. */
  private readonly pendingIds = new Set<string>();
  /** Jobs waiting (in a timer) or running, by name, for metrics. */
  private readonly waitingOf = new Map<JobName, number>();
  private readonly activeOf = new Map<JobName, number>();
  private seq = 0;
  private stopped = false;
  private readonly logger = new Logger('InProcessQueue');

  constructor(private readonly policy: RetryPolicy = DEFAULT_RETRY_POLICY) {
    super();
  }

  async start(handlers: Map<JobName, JobHandler>, schedules = new Map<JobName, number>()): Promise<void> {
    this.handlers = handlers;
    this.stopped = false;
    for (const [name, everyMs] of schedules) {
      const tick = () => void this.enqueue(name, {} as never, { jobId: `schedule:${name}` });
      tick();
      const repeat = setInterval(tick, everyMs);
      repeat.unref();
      this.repeats.add(repeat);
    }
  }

  async enqueue<N extends JobName>(name: N, payload: JobMap[N], options: EnqueueOptions = {}): Promise<void> {
    if (options.jobId && this.pendingIds.has(options.jobId)) return;
    const id = options.jobId ?? `${++this.seq}`;
    this.pendingIds.add(id);
    this.schedule(name, payload, id, 1, 0);
  }

  private schedule(name: JobName, payload: unknown, id: string, attempt: number, delay: number): void {
    if (this.stopped) return;
    bump(this.waitingOf, name, 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      bump(this.waitingOf, name, -1);
      bump(this.activeOf, name, 1);
      const run = this.run(name, payload, id, attempt).finally(() => {
        this.running.delete(run);
        bump(this.activeOf, name, -1);
      });
      this.running.add(run);
    }, delay);
    this.timers.add(timer);
  }

  private async run(name: JobName, payload: unknown, id: string, attempt: number): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) {
      this.logger.error(`no processor for job ${name}`);
      return;
    }
    try {
      // In this process the job's timer keeps the enqueuing request's trace context: its span is a child there.
      await inSpan(`job ${name}`, SpanKind.CONSUMER, jobSpanAttributes('in-process', name, 'process', id), () =>
        handler.process(payload as never, { id, attempt, maxAttempts: this.policy.attempts }),
      );
      this.pendingIds.delete(id);
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      if (attempt < this.policy.attempts) {
        this.logger.warn(`job ${name}#${id} attempt ${attempt} failed: ${error.message}`);
        this.schedule(name, payload, id, attempt + 1, backoffDelay(this.policy, attempt));
      } else {
        this.pendingIds.delete(id);
        this.logger.error(`job ${name}#${id} failed for good: ${error.message}`);
        await handler.onFinalFailure?.(payload as never, error).catch((f) => this.logger.error(String(f)));
      }
    }
  }

  async health(): Promise<string | undefined> {
    return this.stopped ? 'stopped' : undefined;
  }

  async workerSeen(): Promise<boolean> {
    return !this.stopped;
  }

  async counts(queue: string): Promise<QueueCounts> {
    const sum = (of: Map<JobName, number>) =>
      [...of].reduce((n, [name, count]) => (queueOf(name) === queue ? n + count : n), 0);
    // Retries wait in a timer too: "delayed" and "failed" have no separate place in memory.
    return { waiting: sum(this.waitingOf), active: sum(this.activeOf), delayed: 0, failed: 0 };
  }

  /** Resolves once no job is running or waiting (tests and graceful shutdown). */
  async drain(): Promise<void> {
    while (this.running.size || this.timers.size) {
      await Promise.all([...this.running]);
      if (this.timers.size) await new Promise((r) => setTimeout(r, 5));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const r of this.repeats) clearInterval(r);
    this.repeats.clear();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.all([...this.running]);
  }

  async close(): Promise<void> {
    await this.stop();
  }
}

function bump(counts: Map<JobName, number>, name: JobName, by: number): void {
  counts.set(name, (counts.get(name) ?? 0) + by);
}
