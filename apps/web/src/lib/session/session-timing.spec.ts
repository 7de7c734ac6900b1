import { describe, expect, it } from 'vitest';
import { isFresh, isRefreshDue, MIN_REFRESH_DELAY_MS, refreshDelayMs } from './session-timing';

const now = 1_800_000_000_000;
const issuedNow = { expires_in: 900, expires_at: now / 1000 + 900 };

describe('session timing', () => {
  it('refreshes a new 15-minute token 60 seconds before it expires', () => {
    expect(refreshDelayMs(issuedNow, now)).toBe(840_000);
    expect(isRefreshDue(issuedNow, now + 839_999)).toBe(false);
    expect(isRefreshDue(issuedNow, now + 840_000)).toBe(true);
  });

  it('never schedules sooner than the minimum, even when the moment has passed', () => {
    const expired = { expires_in: 900, expires_at: now / 1000 - 30 };
    expect(refreshDelayMs(expired, now)).toBe(MIN_REFRESH_DELAY_MS);
    expect(isRefreshDue(expired, now)).toBe(true);
  });

  it('uses half the lifetime as the lead for short-lived tokens', () => {
    const short = { expires_in: 60, expires_at: now / 1000 + 60 };
    expect(refreshDelayMs(short, now)).toBe(30_000);
  });

  it('calls a session fresh until its refresh window opens', () => {
    expect(isFresh(issuedNow, now + 600_000)).toBe(true);
    expect(isFresh(issuedNow, now + 850_000)).toBe(false);
  });
});
