export { FeedbackModule } from './feedback.module';
export { feedbackContext } from './feedback.context';
export { PurgeFeedbackProcessor } from './jobs/purge-feedback.processor';
export { feedbackMigrations } from './persistence/feedback.migrations';
export { feedbackEntitySchemas } from './persistence/feedback.schemas';
export { FileTypeLibraryDetector } from './adapters/file-type.detector';
export { MikroOrmFeedbackRepository } from './persistence/mikro-orm-feedback.repository';
export { MikroOrmSupportMessageRepository } from './persistence/mikro-orm-support-message.repository';
