import type { Clock, IdGenerator, RateLimiter, UnitOfWork } from '@sidequest/kernel';
import type { FileTypeDetector } from './ports/file-type-detector.port';
import type { FeedbackRepository, SupportMessageRepository } from './ports/message-repositories.port';
import type { OwnerOutbox } from './ports/owner-outbox.port';
import { OwnerMessageThrottle } from './services/owner-message-throttle';
import { SubmitFeedback } from './use-cases/submit-feedback.use-case';
import { SubmitSupportMessage } from './use-cases/submit-support-message.use-case';

export interface FeedbackPorts {
  feedback: FeedbackRepository;
  messages: SupportMessageRepository;
  outbox: OwnerOutbox;
  unitOfWork: UnitOfWork;
  detector: FileTypeDetector;
  /** Counts messages per client address, feedback and support together. */
  rateLimiter: RateLimiter;
  ids: IdGenerator;
  clock: Clock;
}

export interface FeedbackUseCases {
  submitFeedback: SubmitFeedback;
  submitSupportMessage: SubmitSupportMessage;
}

/** The composition of the feedback context: both forms over one named set of ports and one shared throttle. */
export function buildFeedbackUseCases(ports: FeedbackPorts): FeedbackUseCases {
  const { feedback, messages, outbox, unitOfWork, detector, ids, clock } = ports;
  const throttle = new OwnerMessageThrottle(ports.rateLimiter);
  return {
    submitFeedback: new SubmitFeedback({ feedback, outbox, unitOfWork, detector, throttle, ids, clock }),
    submitSupportMessage: new SubmitSupportMessage({ messages, outbox, unitOfWork, throttle, ids, clock }),
  };
}
