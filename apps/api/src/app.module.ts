import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AppConfigModule, type AppConfig } from '@sidequest/platform-config';
import { DbModule, sortMigrations } from '@sidequest/platform-db';
import { QueueModule, type RetryPolicy } from '@sidequest/platform-queue';
import { MailModule, mailMigrations } from '@sidequest/platform-mail';
import { ClientLogController, HealthController, HttpErrorFilter, LoggingModule } from '@sidequest/platform-http';
import { JobProcessorsModule } from '@sidequest/jobs';
import { AccountsModule, accountsMigrations, type AccountsModuleOptions } from '@sidequest/accounts-nest';

export interface ApiRuntime {
  databaseUrl: string;
  /** Tests shorten retries; production keeps the default policy. */
  retryPolicy?: RetryPolicy;
  /** Tests lower the rate limits. */
  accounts?: AccountsModuleOptions;
}

/** The composition root: which adapters run, and nothing else. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, runtime: ApiRuntime): DynamicModule {
    const inProcessJobs = !config.queue.redisUrl;
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule.forRoot({ level: config.logLevel }),
        DbModule.forRoot({ url: runtime.databaseUrl, migrations: sortMigrations([mailMigrations, accountsMigrations]), migrate: true }),
        QueueModule.forRoot({ redisUrl: config.queue.redisUrl, prefix: config.queue.prefix, runProcessors: inProcessJobs, policy: runtime.retryPolicy }),
        MailModule.forRoot({ ...config.mail, devOutboxPage: !config.isProduction }),
        AccountsModule.forRoot(runtime.accounts),
        ...(inProcessJobs ? [JobProcessorsModule] : []),
      ],
      controllers: [HealthController, ClientLogController],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
    };
  }
}
