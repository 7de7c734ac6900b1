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

  /** Returns the plain secret for the link; only its hash is kept. */
  async issue(userId: string, purpose: VerificationPurpose): Promise<string> {
    const secret = this.generator.generate();
    const token = VerificationToken.issue({
      id: this.ids.next(),
      userId,
      purpose,
      tokenHash: this.hasher.hash(secret),
      now: this.clock.now(),
    });
    await this.repository.add(token);
    return secret;
  }

  /** The user a secret was issued to, if it exists and was already spent (a second click on a mailed link). */
  async spentBy(secret: string, purpose: VerificationPurpose): Promise<string | null> {
    const token = secret ? await this.repository.findByTokenHash(this.hasher.hash(secret)) : null;
    return token && token.purpose === purpose && token.isConsumed ? token.userId : null;
  }

  /** Consumes the secret and answers the user id it was issued to. */
  async redeem(secret: string, purpose: VerificationPurpose): Promise<Result<string>> {
    const token = secret ? await this.repository.findByTokenHash(this.hasher.hash(secret)) : null;
    if (!token) return err(VerificationToken.invalid(purpose));
    const consumed = token.consume(purpose, this.clock.now());
    if (!consumed.ok) return consumed;
    if (!(await this.repository.markConsumed(token))) return err(VerificationToken.invalid(purpose));
    return ok(token.userId);
  }
}
