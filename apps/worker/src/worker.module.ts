import { DynamicModule, Module } from '@nestjs/common';
import { AppConfigModule, type AppConfig } from '@sidequest/platform-config';
import { DbModule } from '@sidequest/platform-db';
import { QueueModule } from '@sidequest/platform-queue';
import { MailModule } from '@sidequest/platform-mail';
import { LoggingModule, RateLimitModule } from '@sidequest/platform-http';
import { MetricsModule } from '@sidequest/platform-metrics';
import { TracingModule, type TracingHandle } from '@sidequest/platform-tracing';
import { JobProcessorsModule } from '@sidequest/jobs';
import { AccountWriteGateRegistry } from '@sidequest/platform-auth';
import { accountWriteGate, productContexts } from '@sidequest/contexts';

/** The worker's composition root: the queue consumer and every processor, no HTTP. */
@Module({})
export class WorkerModule {
  /** `tracing`: started by main.ts (OTEL_EXPORTER_OTLP_ENDPOINT); the spans still buffered are exported at shutdown. */
  static forRoot(config: AppConfig, databaseUrl: string, tracing?: TracingHandle): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule.forRoot({ level: config.logLevel }),
        ...(config.metrics.enabled ? [MetricsModule.forRoot('worker')] : []),
        ...(tracing ? [TracingModule.forRoot(tracing)] : []),
        // The api applies migrations; the worker only uses the tables.
        DbModule.forRoot({ url: databaseUrl, migrations: [], migrate: false }),
        QueueModule.forRoot({ redisUrl: config.queue.redisUrl, prefix: config.queue.prefix, runProcessors: true }),
        MailModule.forRoot({ ...config.mail, devOutboxPage: false }),
        // The contexts' own modules come in with their worker modules (the reminder tick imports reminders', and
        // so progress', quests' and accounts'); their platform auth asks accounts whether an account is live, as in the api.
        AccountWriteGateRegistry.forRoot(accountWriteGate),
        RateLimitModule.forRoot({
          redisUrl: config.queue.redisUrl,
          prefix: config.queue.prefix,
          databaseUrl,
          endpointLimitScale: config.http.rateLimitScale,
        }),
        // The api's list of contexts (@sidequest/contexts); only those with a worker module add processors.
        JobProcessorsModule.forContexts(productContexts(config)),
      ],
    };
  }
}
