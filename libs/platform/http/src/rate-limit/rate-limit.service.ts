/** A limit: at most `points` hits per key within `durationSeconds`. */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

export type RateLimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one hit against `key` under `limit`, shared by every api replica. Contexts use it through
 * their own port (accounts' RateLimiter), so the domain never sees rate-limiter-flexible.
 */
export abstract class RateLimitService {
  abstract readonly store: 'redis' | 'postgres';
  abstract consume(key: string, limit: RateLimit): Promise<RateLimitOutcome>;
  /** Refused once `key` has used up `limit`, without counting a hit. */
  abstract peek(key: string, limit: RateLimit): Promise<RateLimitOutcome>;
  /** Forgets `key`'s hits under `limit`. */
  abstract reset(key: string, limit: RateLimit): Promise<void>;

  /** Several limits on one key (say 5 a minute and 50 a day): every one counts the hit; the longest wait wins. */
  async consumeAll(key: string, limits: readonly RateLimit[]): Promise<RateLimitOutcome> {
    const outcomes = await Promise.all(limits.map((limit) => this.consume(key, limit)));
    const waits = outcomes.flatMap((o) => (o.ok ? [] : [o.retryAfterSeconds]));
    return waits.length ? { ok: false, retryAfterSeconds: Math.max(...waits) } : { ok: true };
  }
  abstract close(): Promise<void>;
}
