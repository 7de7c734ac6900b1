import type { Award } from '../awards/awards';

/** Earned awards, one per (user, kind, subject). Every read is scoped to one user. */
export interface AwardRepository {
  /**
   * Stores the awards not stored yet, in the caller's transaction; one already there (same user, kind
   * and subject) stays as it was. Nothing is ever taken away by a grant.
   */
  grant(awards: readonly Award[]): Promise<void>;
  /** The user's awards, oldest first. */
  listByUser(userId: string): Promise<Award[]>;
  deleteByUser(userId: string): Promise<void>;
}
