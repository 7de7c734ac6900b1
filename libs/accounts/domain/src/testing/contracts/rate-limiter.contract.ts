import { describe, expect, it } from 'vitest';
import type { RateLimiter } from '@sidequest/kernel';

/** The fixed-window contract, run against the in-memory limiter and the Postgres one. */
export function rateLimiterContract(name: string, setup: () => RateLimiter | Promise<RateLimiter>) {
  describe(`rate limiter contract: ${name}`, () => {
    const key = () => `contract:${crypto.randomUUID()}`;

    it('allows up to the limit in a window, then refuses with the seconds left', async () => {
      const limiter = await setup();
      const k = key();
      expect(await limiter.hit(k, 2, 3600)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      expect(await limiter.hit(k, 2, 3600)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      const refused = await limiter.hit(k, 2, 3600);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    });

    it('counts keys separately', async () => {
      const limiter = await setup();
      const [a, b] = [key(), key()];
      await limiter.hit(a, 1, 3600);
      expect((await limiter.hit(a, 1, 3600)).allowed).toBe(false);
      expect((await limiter.hit(b, 1, 3600)).allowed).toBe(true);
    });

    it('counts concurrent hits exactly', async () => {
      const limiter = await setup();
      const k = key();
      const decisions = await Promise.all(Array.from({ length: 8 }, () => limiter.hit(k, 5, 3600)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    });
  });
}
