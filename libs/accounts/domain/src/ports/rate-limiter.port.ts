export interface RateLimitDecision {
  allowed: boolean;
  /** 0 when allowed; otherwise the seconds until the key may try again. */
  retryAfterSeconds: number;
}

/** Counts one hit against `key`, at most `limit` per `windowSeconds`, shared by every replica. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>;
}
