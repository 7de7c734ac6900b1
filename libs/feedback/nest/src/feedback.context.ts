import type { Clock } from '@sidequest/kernel';
import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { FeedbackModule } from './feedback.module';
import { FeedbackWorkerModule } from './feedback-worker.module';
import { feedbackMigrations } from './persistence/feedback.migrations';

/** Feedback as one context: its module, its retention job and its tables. Its mail is delivered by the platform's mail worker. */
export const feedbackContext = (clock?: Clock): ContextModule =>
  defineContext({
    name: 'feedback',
    module: FeedbackModule.forRoot(clock),
    worker: FeedbackWorkerModule,
    migrations: feedbackMigrations,
  });
