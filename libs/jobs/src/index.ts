import { DynamicModule, Module } from '@nestjs/common';
import { workerModulesOf, type ContextModule } from '@sidequest/platform-db';
import { MailWorkerModule } from '@sidequest/platform-mail';

/**
 * Every job processor of the product: the platform's mail delivery and each listed context's
 * worker module. The worker imports it; so does the api when it runs jobs in-process (no REDIS_URL).
 */
@Module({})
export class JobProcessorsModule {
  static forContexts(contexts: readonly ContextModule[]): DynamicModule {
    return { module: JobProcessorsModule, imports: [MailWorkerModule, ...workerModulesOf(contexts)] };
  }
}
