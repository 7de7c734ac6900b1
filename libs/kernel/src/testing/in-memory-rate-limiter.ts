import type { Clock } from '../clock';
import type { RateLimitDecision, RateLimiter } from '../rate-limiter';

/** A fixed-window counter on the given clock, for domain tests: the same contract as the platform's limiter. */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, number>();
  constructor(private readonly clock: Clock) {}
  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const { slot, retryAfterSeconds } = this.window(key, limit, windowSeconds);
    const hits = (this.windows.get(slot) ?? 0) + 1;
    this.windows.set(slot, hits);
    return hits <= limit ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds };
  }

  async peek(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const { slot, retryAfterSeconds } = this.window(key, limit, windowSeconds);
    return (this.windows.get(slot) ?? 0) < limit
      ? { allowed: true, retryAfterSeconds: 0 }
      : { allowed: false, retryAfterSeconds };
  }

  async reset(key: string, limit: number, windowSeconds: number): Promise<void> {
    this.windows.delete(this.window(key, limit, windowSeconds).slot);
  }

  private window(key: string, limit: number, windowSeconds: number) {
    const nowMs = this.clock.now().getTime();
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    return {
      slot: `${key}/${limit}@${windowStart}`,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000)),
    };
  }
}
