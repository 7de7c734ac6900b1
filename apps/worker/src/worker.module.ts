import { DynamicModule, Module } from '@nestjs/common';
import { AppConfigModule, type AppConfig } from '@sidequest/platform-config';
import { DbModule, type ContextModule } from '@sidequest/platform-db';
import { QueueModule } from '@sidequest/platform-queue';
import { MailModule } from '@sidequest/platform-mail';
import { LoggingModule } from '@sidequest/platform-http';
import { JobProcessorsModule } from '@sidequest/jobs';
import { accountsContext } from '@sidequest/accounts-nest';
import { plansContext } from '@sidequest/plans-nest';
import { questsContext } from '@sidequest/quests-nest';
import { feedbackContext } from '@sidequest/feedback-nest';

/** The contexts whose jobs this worker runs: the same list as the api's, one line per context. */
const contexts: ContextModule[] = [accountsContext(), questsContext(), plansContext(), feedbackContext()];

/** The worker's composition root: the queue consumer and every processor, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule.forRoot({ level: config.logLevel }),
        // The api applies migrations; the worker only uses the tables.
        DbModule.forRoot({ url: databaseUrl, migrations: [], migrate: false }),
        QueueModule.forRoot({ redisUrl: config.queue.redisUrl, prefix: config.queue.prefix, runProcessors: true }),
        MailModule.forRoot({ ...config.mail, devOutboxPage: false }),
        JobProcessorsModule.forContexts(contexts),
      ],
    };
  }
}
