import { Module } from '@nestjs/common';
import { MailWorkerModule } from '@sidequest/platform-mail';

/**
 * Every job processor of the product. The worker imports it; so does the api when it runs
 * jobs in-process (no REDIS_URL). A new context's processors join the list here.
 */
@Module({ imports: [MailWorkerModule] })
export class JobProcessorsModule {}
