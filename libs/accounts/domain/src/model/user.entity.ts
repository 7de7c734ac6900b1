import { DomainError, err, MutableEntity, ok, type Result } from '@sidequest/kernel';
import { normalizeEmail } from './email-address';

export interface UserProps {
  id: string;
  email: string;
  passwordHash: string | null;
  googleSubject: string | null;
  emailConfirmedAt: Date | null;
  createdAt: Date;
}

/** An identity. It may sign in with a password, with Google, or both. */
export class User extends MutableEntity<UserProps>() {
  private constructor(props: UserProps) {
    super(props);
  }

  static register(input: { id: string; email: string; passwordHash: string; now: Date }): User {
    return new User({
      id: input.id,
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      googleSubject: null,
      emailConfirmedAt: null,
      createdAt: input.now,
    });
  }

  /** Google has vouched for the address, so the account starts confirmed. */
  static registerWithGoogle(input: { id: string; email: string; googleSubject: string; now: Date }): User {
    return new User({
      id: input.id,
      email: normalizeEmail(input.email),
      passwordHash: null,
      googleSubject: input.googleSubject,
      emailConfirmedAt: input.now,
      createdAt: input.now,
    });
  }

  static restore(props: UserProps): User {
    return new User(props);
  }

  get isEmailConfirmed(): boolean {
    return this.emailConfirmedAt !== null;
  }

  /** Idempotent: the first confirmation time is kept. */
  confirmEmail(now: Date): void {
    this.props.emailConfirmedAt ??= now;
  }

  changePassword(passwordHash: string): void {
    this.props.passwordHash = passwordHash;
  }

  /**
   * Google has verified the address. If we had not, the password on this account was set by someone
   * who never proved they own it (perhaps an attacker who signed up first): it is dropped.
   */
  linkGoogle(googleSubject: string, now: Date): Result<{ droppedUnprovenPassword: boolean }> {
    if (this.props.googleSubject && this.props.googleSubject !== googleSubject) {
      return err(new DomainError('conflict', 'This account is already linked to another Google account'));
    }
    const droppedUnprovenPassword = !this.isEmailConfirmed && this.props.passwordHash !== null;
    if (droppedUnprovenPassword) this.props.passwordHash = null;
    this.props.googleSubject = googleSubject;
    this.confirmEmail(now);
    return ok({ droppedUnprovenPassword });
  }
}
