import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { Metrics } from '@sidequest/platform-metrics';
import { queueOf, type JobHandler, type JobName } from './job-map';
import { JobQueue } from './job-queue.port';

/** The states a queue reports at scrape time. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueCounts = Record<(typeof QUEUE_STATES)[number], number>;

/** Each handler timed: one count and one duration per attempt, labelled by job name and outcome. */
export function timedHandlers(handlers: Map<JobName, JobHandler>, metrics: Metrics): Map<JobName, JobHandler> {
  const timed = new Map<JobName, JobHandler>();
  for (const [job, handler] of handlers) {
    timed.set(job, {
      process: async (payload, ctx) => {
        const end = metrics.jobDuration.startTimer({ job });
        try {
          await handler.process(payload as never, ctx);
          end({ outcome: 'completed' });
          metrics.jobs.inc({ job, outcome: 'completed' });
        } catch (e) {
          end({ outcome: 'failed' });
          metrics.jobs.inc({ job, outcome: 'failed' });
          throw e;
        }
      },
      onFinalFailure: handler.onFinalFailure?.bind(handler),
    });
  }
  return timed;
}

/** Waiting, active, delayed and failed jobs of each queue this process consumes, read when scraped. */
export function registerQueueGauges(metrics: Metrics, queue: JobQueue, jobs: Iterable<JobName>): void {
  const queues = [...new Set([...jobs].map(queueOf))];
  metrics.gauge({
    name: 'sidequest_queue_jobs',
    help: 'Jobs in each queue by state (every consumer reports the same queue: aggregate with max)',
    labelNames: ['queue', 'state'],
    collect: async (set) => {
      for (const name of queues) {
        const counts = await queue.counts(name);
        for (const state of QUEUE_STATES) set({ queue: name, state }, counts[state]);
      }
    },
  });
}

/** Whether a worker's heartbeat is in Redis, as the api's readiness sees it (the no-worker alert reads it). */
@Injectable()
export class WorkerSeenGauge implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  onModuleInit(): void {
    if (!this.metrics || this.queue.driver !== 'bullmq') return;
    this.metrics.gauge({
      name: 'sidequest_worker_seen',
      help: '1 while a worker heartbeat is in Redis (BullMQ driver only)',
      collect: async (set) => set({}, (await this.queue.workerSeen()) ? 1 : 0),
    });
  }
}
