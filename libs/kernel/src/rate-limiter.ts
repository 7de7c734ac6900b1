export interface RateLimitDecision {
  allowed: boolean;
  /** 0 when allowed; otherwise the seconds until the key may try again. */
  retryAfterSeconds: number;
}

/** Counts one hit against `key`, at most `limit` per `windowSeconds`, shared by every replica (the platform's limiter). */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>;
  /** Whether `key` has already used up `limit`, without counting a hit (refused: the seconds until it may again). */
  peek(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>;
  /** Forgets the hits counted against `key` under this limit (a success ends a run of failures). */
  reset(key: string, limit: number, windowSeconds: number): Promise<void>;
}
