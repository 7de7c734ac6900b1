import { Injectable } from '@nestjs/common';
import { RateLimitService, ScopedRateLimiter } from '@sidequest/platform-http';

/** Feedback's limits on the platform's limiter, shared by every replica. */
@Injectable()
export class FeedbackRateLimiter extends ScopedRateLimiter {
  constructor(limits: RateLimitService) {
    super(limits, 'feedback');
  }
}
