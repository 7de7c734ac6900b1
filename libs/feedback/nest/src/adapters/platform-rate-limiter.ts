import { Injectable } from '@nestjs/common';
import type { RateLimitDecision, RateLimiter } from '@sidequest/feedback-domain';
import { RateLimitService } from '@sidequest/platform-http';

/** Feedback's RateLimiter port over the platform's limiter (Redis or Postgres), shared by every replica. */
@Injectable()
export class FeedbackRateLimiter implements RateLimiter {
  constructor(private readonly limits: RateLimitService) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const outcome = await this.limits.consume(`feedback:${key}`, { points: limit, durationSeconds: windowSeconds });
    return outcome.ok ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: outcome.retryAfterSeconds };
  }
}
