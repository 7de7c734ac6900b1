import type { JobHandler, JobMap, JobName } from './job-map';
import type { QueueCounts } from './job-metrics';

export interface EnqueueOptions {
  jobId?: string;
}

/** Producers enqueue through this port; they never know which driver runs the job. */
export abstract class JobQueue {
  abstract readonly driver: 'bullmq' | 'in-process';
  /** With a jobId, a job still waiting or running under that id is not added twice. */
  abstract enqueue<N extends JobName>(name: N, payload: JobMap[N], options?: EnqueueOptions): Promise<void>;
  /**
   * Many jobs of one name at once (a batch's mails): the same as enqueue per job, in one round trip
   * where the driver has one (BullMQ's addBulk). By default, one enqueue after another.
   */
  async enqueueMany<N extends JobName>(
    name: N,
    jobs: readonly { payload: JobMap[N]; options?: EnqueueOptions }[],
  ): Promise<void> {
    for (const job of jobs) await this.enqueue(name, job.payload, job.options);
  }
  /** undefined when the queue answers, otherwise what is wrong. */
  abstract health(): Promise<string | undefined>;
  /** Whether a worker has reported in recently (in-process: this very process). */
  abstract workerSeen(): Promise<boolean>;
  /** Jobs of one queue (a context) by state, for metrics. */
  abstract counts(queue: string): Promise<QueueCounts>;
  abstract close(): Promise<void>;
}

/** Consumes jobs with the registered handlers, and runs the scheduled ones (payload `{}`) every period. */
export interface JobRunner {
  start(handlers: Map<JobName, JobHandler>, schedules?: Map<JobName, number>): Promise<void>;
  stop(): Promise<void>;
}
