import type { RateLimitDecision, RateLimiter } from '@sidequest/kernel';
import type { RateLimitService } from './rate-limit.service';

/** A context's RateLimiter port over the platform's limiter (Redis or Postgres), its keys under the context's scope. */
export class ScopedRateLimiter implements RateLimiter {
  constructor(
    private readonly limits: RateLimitService,
    private readonly scope: string,
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const outcome = await this.limits.consume(`${this.scope}:${key}`, {
      points: limit,
      durationSeconds: windowSeconds,
    });
    return outcome.ok
      ? { allowed: true, retryAfterSeconds: 0 }
      : { allowed: false, retryAfterSeconds: outcome.retryAfterSeconds };
  }

  async peek(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const outcome = await this.limits.peek(`${this.scope}:${key}`, { points: limit, durationSeconds: windowSeconds });
    return outcome.ok
      ? { allowed: true, retryAfterSeconds: 0 }
      : { allowed: false, retryAfterSeconds: outcome.retryAfterSeconds };
  }

  async reset(key: string, limit: number, windowSeconds: number): Promise<void> {
    await this.limits.reset(`${this.scope}:${key}`, { points: limit, durationSeconds: windowSeconds });
  }
}
