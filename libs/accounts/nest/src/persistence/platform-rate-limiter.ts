import { Injectable } from '@nestjs/common';
import { RateLimitService, ScopedRateLimiter } from '@sidequest/platform-http';

/** Accounts' limits on the platform's limiter, shared by every replica. */
@Injectable()
export class PlatformRateLimiter extends ScopedRateLimiter {
  constructor(limits: RateLimitService) {
    super(limits, 'accounts');
  }
}
