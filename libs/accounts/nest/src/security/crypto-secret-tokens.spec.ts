import { describe, expect, it } from 'vitest';
import { CryptoSecretTokens } from './crypto-secret-tokens';

describe('CryptoSecretTokens', () => {
  const tokens = new CryptoSecretTokens();

  it('makes 32 random bytes as base64url, stored as their sha256', () => {
    const token = tokens.generate();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokens.generate()).not.toBe(token);
    expect(tokens.hash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.hash(token)).toBe(tokens.hash(token));
  });
});
