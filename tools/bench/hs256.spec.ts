import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { describe, expect, it } from 'vitest';
import { verifyAccessToken } from './hs256';

const secret = 'access-token-spec-secret-0123456789abcdef';
const key = createSecretKey(Buffer.from(secret, 'utf8'));
const jwt = new JwtService({});
const now = 1_800_000_000;
const sign = (claims: object, options: { algorithm?: 'HS256' | 'HS384' | 'HS512'; secret?: string } = {}) =>
  jwt.sign(
    { iat: now, exp: now + 900, ...claims },
    { secret: options.secret ?? secret, algorithm: options.algorithm ?? 'HS256' },
  );
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const check = (header: string | undefined, at = now) => verifyAccessToken(header, key, at);

describe('verifyAccessToken', () => {
  it('accepts what accounts issues (jsonwebtoken, HS256) and names the user from the claims', () => {
    const token = sign({ sub: 'user-1', email: 'ada@example.com', jti: 'j1' });
    expect(check(`Bearer ${token}`)).toEqual({ userId: 'user-1', email: 'ada@example.com' });
    expect(check(`bearer ${token}`)).toEqual({ userId: 'user-1', email: 'ada@example.com' });
    expect(check(`Bearer ${sign({ sub: 'user-2' })}`)).toEqual({ userId: 'user-2', email: undefined });
  });

  it('refuses a missing or malformed header', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      `Basic ${sign({ sub: 'u' })}`,
      'Bearer a.b',
      'Bearer a.b.c',
      'Bearer ...',
    ]) {
      expect(check(header), String(header)).toBeUndefined();
    }
  });

  it('refuses another algorithm, another secret, alg none and a tampered payload', () => {
    expect(check(`Bearer ${sign({ sub: 'u' }, { algorithm: 'HS512' })}`)).toBeUndefined();
    expect(check(`Bearer ${sign({ sub: 'u' }, { secret: 'another-secret-0123456789abcdef0123456' })}`)).toBeUndefined();
    expect(check(`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'u', exp: now + 60 })}.`)).toBeUndefined();
    const [head, , signature] = sign({ sub: 'user-1' }).split('.');
    expect(check(`Bearer ${head}.${b64({ sub: 'admin', iat: now, exp: now + 900 })}.${signature}`)).toBeUndefined();
  });

  it('refuses an expired token, one without exp or sub, and one not valid yet', () => {
    const token = sign({ sub: 'u' });
    expect(check(`Bearer ${token}`, now + 899)).toBeDefined();
    expect(check(`Bearer ${token}`, now + 900)).toBeUndefined();
    expect(
      check(`Bearer ${jwt.sign({ sub: 'u' }, { secret, algorithm: 'HS256', noTimestamp: true })}`),
    ).toBeUndefined();
    expect(check(`Bearer ${sign({ email: 'x@example.com' })}`)).toBeUndefined();
    expect(check(`Bearer ${sign({ sub: 42 })}`)).toBeUndefined();
    expect(check(`Bearer ${sign({ sub: 'u', nbf: now + 10 })}`)).toBeUndefined();
    expect(check(`Bearer ${sign({ sub: 'u', nbf: now - 10 })}`)).toBeDefined();
  });
});
