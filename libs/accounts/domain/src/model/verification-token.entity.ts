import { DomainError, err, MutableEntity, ok, type Result } from '@sidequest/kernel';

export type VerificationPurpose = 'email_confirmation' | 'password_reset';

export const VERIFICATION_TTL_MS: Record<VerificationPurpose, number> = {
  email_confirmation: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

export interface VerificationTokenProps {
  id: string;
  userId: string;
  purpose: VerificationPurpose;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
  /**
   * Hash of the key in the cookie of the browser that asked for this token (a sign-up's confirmation):
   * only that browser is signed in by the link. Null for tokens not bound to a browser.
   */
  browserKeyHash: string | null;
}

const INVALID: Record<VerificationPurpose, string> = {
  email_confirmation: 'This confirmation link is invalid or has expired.',
  password_reset: 'This reset link is invalid or has expired. Request a new one.',
};

/** A single-use, expiring secret mailed to the user: e-mail confirmation or password reset. */
export class VerificationToken extends MutableEntity<VerificationTokenProps>() {
  private constructor(props: VerificationTokenProps) {
    super(props);
  }

  static issue(input: {
    id: string;
    userId: string;
    purpose: VerificationPurpose;
    tokenHash: string;
    now: Date;
    browserKeyHash?: string | null;
  }): VerificationToken {
    return new VerificationToken({
      id: input.id,
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: input.tokenHash,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + VERIFICATION_TTL_MS[input.purpose]),
      consumedAt: null,
      browserKeyHash: input.browserKeyHash ?? null,
    });
  }

  static restore(props: VerificationTokenProps): VerificationToken {
    return new VerificationToken(props);
  }

  static invalid(purpose: VerificationPurpose): DomainError {
    return new DomainError('invalid', INVALID[purpose]);
  }

  get isConsumed(): boolean {
    return this.consumedAt !== null;
  }

  /** Spends the token; a used, expired or wrong-purpose token is refused the same way. */
  consume(purpose: VerificationPurpose, now: Date): Result<void> {
    const expired = now.getTime() >= this.props.expiresAt.getTime();
    if (this.props.purpose !== purpose || this.props.consumedAt || expired) {
      return err(VerificationToken.invalid(purpose));
    }
    this.props.consumedAt = now;
    return ok(undefined);
  }
}
