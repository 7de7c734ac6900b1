import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { OwnerMessageThrottle, SubmitFeedback, SubmitSupportMessage } from '@sidequest/feedback-domain';
import { systemClock, uuidGenerator } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { MikroOrmUnitOfWork, UserDataRegistry } from '@sidequest/platform-db';
import { FileTypeLibraryDetector } from './adapters/file-type.detector';
import { MailOwnerOutbox } from './adapters/mail-owner.outbox';
import { FeedbackRateLimiter } from './adapters/platform-rate-limiter';
import { FeedbackAttachmentsController } from './http/feedback-attachments.controller';
import { FeedbackController } from './http/feedback.controller';
import { feedbackEntitySchemas } from './persistence/feedback.schemas';
import { FeedbackUserDataContributor } from './persistence/feedback-user-data.contributor';
import { MikroOrmFeedbackRepository } from './persistence/mikro-orm-feedback.repository';
import { MikroOrmSupportMessageRepository } from './persistence/mikro-orm-support-message.repository';

/** Feedback and support messages to the owner: stored with their mail (the platform outbox) in one transaction. */
@Module({
  imports: [MikroOrmModule.forFeature(feedbackEntitySchemas), PlatformAuthModule],
  controllers: [FeedbackController, FeedbackAttachmentsController],
  providers: [
    MikroOrmFeedbackRepository,
    MikroOrmSupportMessageRepository,
    FileTypeLibraryDetector,
    FeedbackRateLimiter,
    MailOwnerOutbox,
    FeedbackUserDataContributor,
    { provide: OwnerMessageThrottle, inject: [FeedbackRateLimiter], useFactory: (limiter: FeedbackRateLimiter) => new OwnerMessageThrottle(limiter) },
    {
      provide: SubmitFeedback,
      inject: [MikroOrmFeedbackRepository, MailOwnerOutbox, MikroOrmUnitOfWork, FileTypeLibraryDetector, OwnerMessageThrottle],
      useFactory: (feedback: MikroOrmFeedbackRepository, outbox: MailOwnerOutbox, unitOfWork: MikroOrmUnitOfWork, detector: FileTypeLibraryDetector, throttle: OwnerMessageThrottle) =>
        new SubmitFeedback({ feedback, outbox, unitOfWork, detector, throttle, ids: uuidGenerator, clock: systemClock }),
    },
    {
      provide: SubmitSupportMessage,
      inject: [MikroOrmSupportMessageRepository, MailOwnerOutbox, MikroOrmUnitOfWork, OwnerMessageThrottle],
      useFactory: (messages: MikroOrmSupportMessageRepository, outbox: MailOwnerOutbox, unitOfWork: MikroOrmUnitOfWork, throttle: OwnerMessageThrottle) =>
        new SubmitSupportMessage({ messages, outbox, unitOfWork, throttle, ids: uuidGenerator, clock: systemClock }),
    },
  ],
  exports: [MikroOrmFeedbackRepository, MikroOrmSupportMessageRepository],
})
export class FeedbackModule implements OnModuleInit {
  constructor(
    private readonly registry: UserDataRegistry,
    private readonly contributor: FeedbackUserDataContributor,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.contributor);
  }
}
