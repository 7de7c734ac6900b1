import type { User } from '../model/user.entity';

/** Thrown by `add` when another account already holds the address (a lost race with a concurrent sign-up). */
export class EmailAlreadyRegisteredError extends Error {
  constructor(readonly email: string) {
    super('This email is already registered');
    this.name = 'EmailAlreadyRegisteredError';
  }
}

export interface UserRepository {
  findById(id: string): Promise<User | null>;
  /** The addresses of many users in one read, keyed by id; unknown ids are absent. */
  findEmails(ids: readonly string[]): Promise<Map<string, string>>;
  /** Expects a normalized (lower-cased) address. */
  findByEmail(email: string): Promise<User | null>;
  findByGoogleSubject(subject: string): Promise<User | null>;
  /** Inserts a new user; throws EmailAlreadyRegisteredError on a duplicate address. */
  add(user: User): Promise<void>;
  update(user: User): Promise<void>;
}
