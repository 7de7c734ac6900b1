import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { RATE_LIMIT_TABLE } from './rate-limit.schema';
import { RateLimitService, type RateLimit, type RateLimitOutcome } from './rate-limit.service';

export type RateLimitStore = { kind: 'redis'; client: Redis; prefix: string } | { kind: 'postgres'; pool: pg.Pool };

/**
 * rate-limiter-flexible over Redis (when REDIS_URL is set) or Postgres. One limiter per distinct
 * limit, so two limits never share a counter. If the store is unreachable, an in-memory limiter
 * with the same limit stands in (per replica) rather than failing the request or letting all through.
 */
export class FlexibleRateLimitService extends RateLimitService {
  readonly store: 'redis' | 'postgres';
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly logger = new Logger('RateLimit');

  constructor(
    private readonly backing: RateLimitStore,
    private readonly onClose: () => Promise<void> = async () => undefined,
  ) {
    super();
    this.store = backing.kind;
  }

  async consume(key: string, limit: RateLimit): Promise<RateLimitOutcome> {
    try {
      await this.limiterFor(limit).consume(key);
      return { ok: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      throw refusal;
    }
  }

  async peek(key: string, limit: RateLimit): Promise<RateLimitOutcome> {
    const res = await this.limiterFor(limit).get(key);
    if (!res || res.consumedPoints < limit.points) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
  }

  async reset(key: string, limit: RateLimit): Promise<void> {
    await this.limiterFor(limit).delete(key);
  }

  private limiterFor({ points, durationSeconds }: RateLimit): RateLimiterAbstract {
    const id = `${points}per${durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (limiter) return limiter;
    const insuranceLimiter = new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix: id });
    const common = { points, duration: durationSeconds, keyPrefix: id, insuranceLimiter };
    limiter =
      this.backing.kind === 'redis'
        ? new RateLimiterRedis({
            ...common,
            storeClient: this.backing.client,
            keyPrefix: `${this.backing.prefix}:rl:${id}`,
          })
        : // The table comes from a migration (rateLimitMigrations), never from the library at run time.
          new RateLimiterPostgres({
            ...common,
            storeClient: this.backing.pool,
            storeType: 'pool',
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            clearExpiredByTimeout: true,
          });
    this.limiters.set(id, limiter);
    return limiter;
  }

  async close(): Promise<void> {
    await this.onClose().catch((e: Error) => this.logger.warn(e.message));
  }
}
