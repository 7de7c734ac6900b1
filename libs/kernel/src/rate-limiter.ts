import type { Clock } from './clock';

export interface RateLimitDecision {
  allowed: boolean;
  /** 0 when allowed; otherwise the seconds until the key may try again. */
  retryAfterSeconds: number;
}

/** Counts one hit against `key`, at most `limit` per `windowSeconds`, shared by every replica (the platform's limiter). */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>;
}

/** A fixed-window counter on the given clock, for domain tests: the same contract as the platform's limiter. */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, number>();
  constructor(private readonly clock: Clock) {}
  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const nowMs = this.clock.now().getTime();
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const slot = `${key}@${windowStart}`;
    const hits = (this.windows.get(slot) ?? 0) + 1;
    this.windows.set(slot, hits);
    if (hits <= limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000)) };
  }
}
