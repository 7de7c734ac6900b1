import { err, ok, type Clock, type IdGenerator, type Result } from '@sidequest/kernel';
import { VerificationToken, type VerificationPurpose } from '../model/verification-token.entity';
import type { TokenGenerator, TokenHasher } from '../ports/secret-token.port';
import type { VerificationTokenRepository } from '../ports/verification-token-repository.port';

/** Issues mailed secrets (stored only hashed) and redeems them exactly once. */
export class VerificationTokens {
  constructor(
    private readonly repository: VerificationTokenRepository,
    private readonly generator: TokenGenerator,
    private readonly hasher: TokenHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /**
   * Returns the plain secret for the link; only its hash is kept. `browserKey` (see newBrowserKey)
   * binds the token to the browser that asked for it; only the key's hash is kept too.
   */
  async issue(userId: string, purpose: VerificationPurpose, options: { browserKey?: string } = {}): Promise<string> {
    const secret = this.generator.generate();
    const token = VerificationToken.issue({
      id: this.ids.next(),
      userId,
      purpose,
      tokenHash: this.hasher.hash(secret),
      now: this.clock.now(),
      browserKeyHash: options.browserKey ? this.hasher.hash(`browser:${options.browserKey}`) : null,
    });
    await this.repository.add(token);
    return secret;
  }

  /** The user a secret was issued to, if it exists and was already spent (a second click on a mailed link). */
  async spentBy(secret: string, purpose: VerificationPurpose): Promise<string | null> {
    const token = secret ? await this.repository.findByTokenHash(this.hasher.hash(secret)) : null;
    return token && token.purpose === purpose && token.isConsumed ? token.userId : null;
  }

  /** A fresh random key for a browser's short-lived cookie, to bind a token to that browser. */
  newBrowserKey(): string {
    return this.generator.generate();
  }

  /** Consumes the secret and answers the user id it was issued to. */
  async redeem(secret: string, purpose: VerificationPurpose): Promise<Result<string>> {
    const redeemed = await this.redeemFrom(secret, purpose);
    return redeemed.ok ? ok(redeemed.value.userId) : redeemed;
  }

  /**
   * Consumes the secret; answers the user id and whether `browserKey` is the key the token was bound
   * to at issue (the same browser). A token bound to no browser matches none.
   */
  async redeemFrom(
    secret: string,
    purpose: VerificationPurpose,
    browserKey?: string,
  ): Promise<Result<{ userId: string; sameBrowser: boolean }>> {
    const token = secret ? await this.repository.findByTokenHash(this.hasher.hash(secret)) : null;
    if (!token) return err(VerificationToken.invalid(purpose));
    const consumed = token.consume(purpose, this.clock.now());
    if (!consumed.ok) return consumed;
    if (!(await this.repository.markConsumed(token))) return err(VerificationToken.invalid(purpose));
    const bound = token.browserKeyHash;
    const sameBrowser = bound !== null && !!browserKey && this.hasher.hash(`browser:${browserKey}`) === bound;
    return ok({ userId: token.userId, sameBrowser });
  }
}
