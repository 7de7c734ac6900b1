import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AppConfigModule, type AppConfig } from '@sidequest/platform-config';
import { DbModule, migrationsOf } from '@sidequest/platform-db';
import { QueueModule, type RetryPolicy } from '@sidequest/platform-queue';
import { MailModule, mailMigrations } from '@sidequest/platform-mail';
import {
  ClientLogController,
  DevClockModule,
  HealthController,
  HttpErrorFilter,
  LoggingModule,
  rateLimitMigrations,
  RateLimitModule,
} from '@sidequest/platform-http';
import { AccessGuard, AccountWriteGateRegistry, PlatformAuthModule } from '@sidequest/platform-auth';
import { MetricsModule } from '@sidequest/platform-metrics';
import { JobProcessorsModule } from '@sidequest/jobs';
import { accountWriteGate, productContexts, type ContextsRuntime } from '@sidequest/contexts';
import { AdjustableClock } from '@sidequest/kernel';

/** The contexts' runtime options (tests lower the rate limits), plus the api's own. */
export interface ApiRuntime extends ContextsRuntime {
  databaseUrl: string;
  /** The schema owner's connection for migrations (MIGRATIONS_DATABASE_URL); default: databaseUrl. */
  migrationsDatabaseUrl?: string;
  /** Tests shorten retries; production keeps the default policy. */
  retryPolicy?: RetryPolicy;
}

/** The composition root: which adapters run, and nothing else. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, runtime: ApiRuntime): DynamicModule {
    const inProcessJobs = !config.queue.redisUrl;
    // Every context's module, tables and jobs follow from the one list in @sidequest/contexts.
    // Outside production one clock a journey can turn (PUT /dev/clock), read by every context but accounts and billing.
    const devClock = config.isProduction ? undefined : new AdjustableClock();
    const products = productContexts(config, { ...runtime, clock: devClock, devTools: devClock !== undefined });
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule.forRoot({ level: config.logLevel }),
        ...(config.metrics.enabled ? [MetricsModule.forRoot('api')] : []),
        DbModule.forRoot({
          url: runtime.databaseUrl,
          migrationsUrl: runtime.migrationsDatabaseUrl,
          migrations: migrationsOf(products, mailMigrations, rateLimitMigrations),
          migrate: true,
        }),
        QueueModule.forRoot({
          redisUrl: config.queue.redisUrl,
          prefix: config.queue.prefix,
          runProcessors: inProcessJobs,
          policy: runtime.retryPolicy,
        }),
        MailModule.forRoot({ ...config.mail, devOutboxPage: !config.isProduction }),
        RateLimitModule.forRoot({
          redisUrl: config.queue.redisUrl,
          prefix: config.queue.prefix,
          databaseUrl: runtime.databaseUrl,
          endpointLimitScale: config.http.rateLimitScale,
        }),
        PlatformAuthModule,
        ...(devClock ? [DevClockModule.forRoot(devClock)] : []),
        // Platform auth's write guard asks accounts whether an account is live.
        AccountWriteGateRegistry.forRoot(accountWriteGate),
        ...products.map((c) => c.module),
        ...(inProcessJobs ? [JobProcessorsModule.forContexts(products)] : []),
      ],
      controllers: [HealthController, ClientLogController],
      // Deny by default: a route without @Public() or @OptionalUser() needs a signed-in user.
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }
}
