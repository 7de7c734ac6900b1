import { Injectable } from '@nestjs/common';
import type { RateLimitDecision, RateLimiter } from '@sidequest/accounts-domain';
import { RateLimitService } from '@sidequest/platform-http';

/** Accounts' RateLimiter port over the platform's rate-limiter-flexible service (Redis or Postgres). */
@Injectable()
export class PlatformRateLimiter implements RateLimiter {
  constructor(private readonly limits: RateLimitService) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const outcome = await this.limits.consume(`accounts:${key}`, { points: limit, durationSeconds: windowSeconds });
    return outcome.ok ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: outcome.retryAfterSeconds };
  }
}
