import { FixedClock, InMemoryRateLimiter } from '@sidequest/kernel/testing';
import { describe, expect, it } from 'vitest';

import { AuthThrottle, DEFAULT_AUTH_RATE_LIMITS } from './auth-throttle';

describe('AuthThrottle', () => {
  const limits = {
    ...DEFAULT_AUTH_RATE_LIMITS,
    login: { perAccount: { limit: 2, windowSeconds: 60 }, perIp: { limit: 3, windowSeconds: 60 } },
  };

  it('refuses per account and per IP independently, with the wait in the message', async () => {
    const clock = new FixedClock(new Date('2026-03-01T09:00:10Z'));
    const throttle = new AuthThrottle(new InMemoryRateLimiter(clock), limits);
    expect((await throttle.check('login', { ip: '1.1.1.1', account: 'a@x.test' })).ok).toBe(true);
    expect((await throttle.check('login', { ip: '1.1.1.1', account: 'A@x.test' })).ok).toBe(true);
    const third = await throttle.check('login', { ip: '1.1.1.1', account: 'a@x.test' });
    expect(third.ok).toBe(false);
    if (!third.ok) {
      expect(third.error).toMatchObject({
        kind: 'rate_limited',
        message: 'Too many attempts. Try again in 50 seconds.',
      });
      expect(third.error.details).toEqual({ retryAfterSeconds: 50 });
    }
    expect((await throttle.check('login', { ip: '1.1.1.1', account: 'b@x.test' })).ok).toBe(false);
    expect((await throttle.check('login', { ip: '2.2.2.2', account: 'b@x.test' })).ok).toBe(true);
  });

  it('opens again in the next window', async () => {
    const clock = new FixedClock(new Date('2026-03-01T09:00:00Z'));
    const throttle = new AuthThrottle(new InMemoryRateLimiter(clock), limits);
    for (let i = 0; i < 2; i++) await throttle.check('login', { account: 'a@x.test' });
    expect((await throttle.check('login', { account: 'a@x.test' })).ok).toBe(false);
    clock.advance(60_000);
    expect((await throttle.check('login', { account: 'a@x.test' })).ok).toBe(true);
  });
});
