import { describe, expect, it } from 'vitest';
import { AdjustableClock } from './clock';

/** What `read` returns, with the system time just before and just after it. */
function bracketed(read: () => Date): { before: number; value: number; after: number } {
  const before = Date.now();
  const value = read().getTime();
  return { before, value, after: Date.now() };
}

describe('AdjustableClock', () => {
  it('reads the system time until it is set', () => {
    const clock = new AdjustableClock();
    const { before, value, after } = bracketed(() => clock.now());
    expect(value).toBeGreaterThanOrEqual(before);
    expect(value).toBeLessThanOrEqual(after);
  });

  it('goes on from the instant it was set to, and reads the system time again after reset', () => {
    const clock = new AdjustableClock();
    const at = new Date('2026-10-25T00:30:00Z');
    const setAt = Date.now();
    clock.set(at);
    const { value, after } = bracketed(() => clock.now());
    // At least `at`, and no more ahead of it than the system time moved since set() was called.
    expect(value).toBeGreaterThanOrEqual(at.getTime());
    expect(value - at.getTime()).toBeLessThanOrEqual(after - setAt);

    clock.reset();
    const back = bracketed(() => clock.now());
    expect(back.value).toBeGreaterThanOrEqual(back.before);
    expect(back.value).toBeLessThanOrEqual(back.after);
  });
});
