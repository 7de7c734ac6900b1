import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimitDecision, RateLimiter } from '@sidequest/accounts-domain';

// One statement per hit, so concurrent replicas count exactly. The window is aligned on the
// database clock, so replicas with drifting clocks still share windows.
const HIT = `
  with w as (select to_timestamp(floor(extract(epoch from clock_timestamp()) / ?) * ?) as start)
  insert into rate_limit_counters (key, window_start, hits, expires_at)
  select ?, w.start, 1, w.start + make_interval(secs => ?) from w
  on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
  returning hits, greatest(1, ceil(extract(epoch from expires_at - clock_timestamp())))::int as retry_after`;

const SWEEP = 'delete from rate_limit_counters where expires_at < clock_timestamp()';

/** A fixed-window counter table in Postgres, shared by every api replica. */
@Injectable()
export class PostgresRateLimiter implements RateLimiter {
  constructor(private readonly em: EntityManager) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const [row] = await this.em.execute<{ hits: number; retry_after: number }[]>(HIT, [windowSeconds, windowSeconds, key, windowSeconds]);
    // Old windows are swept now and then, not on every request.
    if (Math.random() < 0.01) await this.em.execute(SWEEP);
    if (row.hits <= limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: row.retry_after };
  }
}
