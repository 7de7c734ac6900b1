import type { VerificationPurpose, VerificationToken } from '../model/verification-token.entity';

export interface VerificationTokenRepository {
  add(token: VerificationToken): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<VerificationToken | null>;
  /** Atomically stores a consumed token only if it was unconsumed in storage; false otherwise. */
  markConsumed(token: VerificationToken): Promise<boolean>;
  /** Spends every still-unconsumed token of the user for that purpose (expired ones included). */
  consumeOpen(userId: string, purpose: VerificationPurpose, now: Date): Promise<void>;
}
