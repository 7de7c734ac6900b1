import { describe, expect, it } from 'vitest';
import { DomainError, err, ok } from './result';
import { FixedClock } from './testing';

describe('Result', () => {
  it('carries a value or a domain error', () => {
    const good = ok(3);
    const bad = err(new DomainError('not_found', 'No such quest'));
    expect(good).toEqual({ ok: true, value: 3 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.kind).toBe('not_found');
  });
});

describe('FixedClock', () => {
  it('moves only when told', () => {
    const clock = new FixedClock(new Date('2026-05-01T10:00:00Z'));
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-05-01T10:01:00.000Z');
  });
});
