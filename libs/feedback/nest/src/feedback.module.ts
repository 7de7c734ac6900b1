import { Module, type DynamicModule } from '@nestjs/common';
import {
  buildFeedbackUseCases,
  SubmitFeedback,
  SubmitSupportMessage,
  type FeedbackPorts,
  type FeedbackUseCases,
} from '@sidequest/feedback-domain';
import { systemClock, uuidGenerator, type Clock } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { contextModule, MikroOrmUnitOfWork, type PortTokens } from '@sidequest/platform-db';
import { FileTypeLibraryDetector } from './adapters/file-type.detector';
import { MailOwnerOutbox } from './adapters/mail-owner.outbox';
import { FeedbackRateLimiter } from './adapters/platform-rate-limiter';
import { FeedbackAttachmentsController } from './http/feedback-attachments.controller';
import { FeedbackController } from './http/feedback.controller';
import { feedbackEntitySchemas } from './persistence/feedback.schemas';
import { FeedbackUserDataContributor } from './persistence/feedback-user-data.contributor';
import { MikroOrmFeedbackRepository } from './persistence/mikro-orm-feedback.repository';
import { MikroOrmSupportMessageRepository } from './persistence/mikro-orm-support-message.repository';

/** Each adapter port of buildFeedbackUseCases as the token that provides it. */
const ports: PortTokens<Omit<FeedbackPorts, 'ids' | 'clock'>> = {
  feedback: MikroOrmFeedbackRepository,
  messages: MikroOrmSupportMessageRepository,
  outbox: MailOwnerOutbox,
  // From the global DbModule.
  unitOfWork: MikroOrmUnitOfWork,
  detector: FileTypeLibraryDetector,
  rateLimiter: FeedbackRateLimiter,
};

/** Controllers inject each use case by its class. */
const expose = { submitFeedback: SubmitFeedback, submitSupportMessage: SubmitSupportMessage } satisfies Record<
  keyof FeedbackUseCases,
  unknown
>;

/** Feedback and support messages to the owner: stored with their mail (the platform outbox) in one transaction. */
@Module({})
export class FeedbackModule {
  /** `clock`: "now" for a message's time and the rate limit; the platform's dev clock outside production. */
  static forRoot(clock: Clock = systemClock): DynamicModule {
    return contextModule({
      module: FeedbackModule,
      entities: feedbackEntitySchemas,
      imports: [PlatformAuthModule],
      controllers: [FeedbackController, FeedbackAttachmentsController],
      providers: [
        MikroOrmFeedbackRepository,
        MikroOrmSupportMessageRepository,
        FileTypeLibraryDetector,
        FeedbackRateLimiter,
        MailOwnerOutbox,
      ],
      userData: FeedbackUserDataContributor,
      ports,
      constants: { ids: uuidGenerator, clock },
      build: buildFeedbackUseCases,
      expose,
      exports: [MikroOrmFeedbackRepository, MikroOrmSupportMessageRepository],
    });
  }
}
