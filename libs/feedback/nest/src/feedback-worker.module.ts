import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PurgeFeedbackProcessor } from './jobs/purge-feedback.processor';
import { feedbackEntitySchemas } from './persistence/feedback.schemas';

/** Feedback's jobs: the retention purge. Run by the worker, or by the api when jobs run in-process. */
@Module({
  imports: [MikroOrmModule.forFeature(feedbackEntitySchemas)],
  providers: [PurgeFeedbackProcessor],
  exports: [PurgeFeedbackProcessor],
})
export class FeedbackWorkerModule {}
