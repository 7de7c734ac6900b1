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

const forgot = (throttle: AuthThrottle, account: string, ip: string) => throttle.check('forgot', { account, ip });

describe('AuthThrottle: forgot password', () => {
  it('counts per address and client: a stranger using up the address from one client leaves the owner’s client free', async () => {
    const throttle = new AuthThrottle(new InMemoryRateLimiter(new FixedClock(new Date('2026-11-27T08:00:00Z'))));
    for (let i = 0; i < 5; i++) expect((await forgot(throttle, 'ada@example.com', '203.0.113.9')).ok).toBe(true);
    expect((await forgot(throttle, 'ada@example.com', '203.0.113.9')).ok).toBe(false);
    expect((await forgot(throttle, 'Ada@Example.com ', '198.51.100.4')).ok).toBe(true);
  });

  it('caps one client at 50 a day across addresses, though each hour allows 20', async () => {
    const clock = new FixedClock(new Date('2026-11-27T08:00:00Z'));
    const throttle = new AuthThrottle(new InMemoryRateLimiter(clock));
    let allowed = 0;
    // Three hours of 20 requests each: the third hour stops at the daily 50.
    for (let hour = 0; hour < 3; hour++, clock.advance(3_600_000)) {
      for (let i = 0; i < 20; i++)
        if ((await forgot(throttle, `p${hour}-${i}@example.com`, '203.0.113.9')).ok) allowed++;
    }
    expect(allowed).toBe(50);
  });
});
