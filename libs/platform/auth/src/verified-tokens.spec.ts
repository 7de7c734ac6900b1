import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

const at = (iso: string) => Date.parse(iso);

describe('VerifiedTokens', () => {
  it('gives back the claims of a remembered token until the second of its expiry, then forgets it', () => {
    let now = at('2026-11-28T10:00:00Z');
    const tokens = new VerifiedTokens<{ sub: string; exp?: number }>(10, () => now);
    const exp = at('2026-11-28T10:15:00Z') / 1000;
    tokens.remember('a.b.c', { sub: 'u1', exp });
    expect(tokens.get('a.b.c')).toEqual({ sub: 'u1', exp });
    now = at('2026-11-28T10:14:59.999Z');
    expect(tokens.get('a.b.c')).toEqual({ sub: 'u1', exp });
    now = at('2026-11-28T10:15:00.000Z');
    expect(tokens.get('a.b.c')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('matches the whole token only: a token differing in one byte is a miss', () => {
    const tokens = new VerifiedTokens<{ exp?: number }>(10, () => 0);
    tokens.remember('header.payload.signature', { exp: 60 });
    expect(tokens.get('header.payload.signaturf')).toBeUndefined();
    expect(tokens.get('header.payload.signature')).toBeDefined();
  });

  it('never remembers a token without a numeric expiry', () => {
    const tokens = new VerifiedTokens<{ exp?: unknown }>(10, () => 0);
    tokens.remember('no-exp', {});
    tokens.remember('string-exp', { exp: '99999999999' });
    expect(tokens.size).toBe(0);
  });

  it('holds at most its capacity, dropping the oldest first', () => {
    const tokens = new VerifiedTokens<{ exp?: number }>(2, () => 0);
    tokens.remember('t1', { exp: 60 });
    tokens.remember('t2', { exp: 60 });
    tokens.remember('t3', { exp: 60 });
    expect(tokens.size).toBe(2);
    expect(tokens.get('t1')).toBeUndefined();
    expect(tokens.get('t2')).toBeDefined();
    expect(tokens.get('t3')).toBeDefined();
  });
});
