export interface RateLimitDecision {
  allowed: boolean;
  /** 0 when allowed; otherwise the seconds until the window resets. */
  retryAfterSeconds: number;
}

/** Counts one hit against `key` in a fixed window, shared by every replica (the platform's limiter). */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>;
}
