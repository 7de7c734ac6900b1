import {
  BeforeApplicationShutdown,
  DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { Metrics } from '@sidequest/platform-metrics';
import { DiscoveryModule, DiscoveryService, Reflector } from '@nestjs/core';
import { BullMqJobQueue, BullMqJobRunner } from './bullmq.driver';
import { InProcessJobQueue } from './in-process.driver';
import { DEFAULT_RETRY_POLICY, type JobHandler, type JobName, type RetryPolicy } from './job-map';
import { JOB_EVERY_MS, JOB_PROCESSOR } from './job-processor.decorator';
import { JobQueue, type JobRunner } from './job-queue.port';
import { registerQueueGauges, timedHandlers, WorkerSeenGauge } from './job-metrics';

export interface QueueModuleOptions {
  /** BullMQ on this Redis; without it, the in-process driver. */
  redisUrl?: string;
  prefix: string;
  /** Run the registered processors in this process (the worker; the api only with the in-process driver). */
  runProcessors: boolean;
  policy?: RetryPolicy;
}

const QUEUE_OPTIONS = Symbol('QUEUE_OPTIONS');

@Injectable()
class ProcessorHost implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private runner?: JobRunner;
  private readonly logger = new Logger('Jobs');

  constructor(
    @Inject(QUEUE_OPTIONS) private readonly options: QueueModuleOptions,
    private readonly queue: JobQueue,
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.runProcessors) return;
    const handlers = new Map<JobName, JobHandler>();
    const schedules = new Map<JobName, number>();
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const name = this.reflector.get<JobName | undefined>(JOB_PROCESSOR, wrapper.metatype);
      if (!name) continue;
      handlers.set(name, wrapper.instance as JobHandler);
      const everyMs = this.reflector.get<number | undefined>(JOB_EVERY_MS, wrapper.metatype);
      if (everyMs) schedules.set(name, everyMs);
    }
    this.runner =
      this.queue instanceof InProcessJobQueue
        ? this.queue
        : new BullMqJobRunner({
            redisUrl: this.options.redisUrl!,
            prefix: this.options.prefix,
            policy: this.options.policy,
          });
    if (this.metrics) registerQueueGauges(this.metrics, this.queue, handlers.keys());
    await this.runner.start(this.metrics ? timedHandlers(handlers, this.metrics) : handlers, schedules);
    const scheduled = [...schedules].map(([name, ms]) => `${name} every ${Math.round(ms / 60_000)} min`);
    this.logger.log(
      `processing ${[...handlers.keys()].join(', ') || 'no jobs'} with the ${this.queue.driver} driver${scheduled.length ? `; scheduled: ${scheduled.join(', ')}` : ''}`,
    );
  }

  /**
   * Running jobs finish before any module's onApplicationShutdown, where the ORM closes its pool: a job
   * still running then (a purge started at boot) would wait the pool's full acquire timeout (60 s).
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.runner?.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

@Module({})
export class QueueModule {
  static forRoot(options: QueueModuleOptions): DynamicModule {
    const policy = options.policy ?? DEFAULT_RETRY_POLICY;
    return {
      module: QueueModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: QUEUE_OPTIONS, useValue: options },
        {
          provide: JobQueue,
          useFactory: () =>
            options.redisUrl
              ? new BullMqJobQueue({ redisUrl: options.redisUrl, prefix: options.prefix, policy })
              : new InProcessJobQueue(policy),
        },
        ProcessorHost,
        WorkerSeenGauge,
      ],
      exports: [JobQueue],
      global: true,
    };
  }
}
