/**
 * Bearer tokens passport-jwt has already verified, with their claims, until each token's own expiry.
 * A screen's requests carry the same access token for its 15 minutes; remembering the verified string
 * spares the repeat the base64 decoding, JSON parsing and HMAC, which were the largest part of a
 * signed-in read's own CPU. Keyed by the whole token string: a token that differs in any byte (another
 * signature, a tampered payload) is a miss and goes through passport-jwt. Revocation is not cached:
 * the strategy asks SessionRevocations on every request, hit or miss. Bounded: the oldest entry goes first.
 */
export class VerifiedTokens<Claims extends { exp?: unknown }> {
  private readonly entries = new Map<string, { claims: Claims; expiresAtMs: number }>();

  constructor(
    private readonly capacity = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The claims of a token verified before and not yet expired (by jsonwebtoken's rule: expired at `exp` itself). */
  get(token: string): Claims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (Math.floor(this.now() / 1000) * 1000 >= entry.expiresAtMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.claims;
  }

  /** Remembers a token passport-jwt verified. A token without a numeric `exp` is never remembered. */
  remember(token: string, claims: Claims): void {
    if (typeof claims.exp !== 'number') return;
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { claims, expiresAtMs: claims.exp * 1000 });
  }

  get size(): number {
    return this.entries.size;
  }
}
