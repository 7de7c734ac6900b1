export * from './model/attachment';
export * from './model/feedback-message.entity';
export * from './model/support-message.entity';
export * from './model/owner-mail';

export * from './ports/file-type-detector.port';
export * from './ports/message-repositories.port';
export * from './ports/owner-outbox.port';

export * from './services/owner-message-throttle';

export * from './use-cases/submit-feedback.use-case';
export * from './use-cases/submit-support-message.use-case';

export * from './feedback-use-cases';
