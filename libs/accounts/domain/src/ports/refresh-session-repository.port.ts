import type { RefreshSession } from '../model/refresh-session.entity';

export interface RefreshSessionRepository {
  add(session: RefreshSession): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<RefreshSession | null>;
  /**
   * Atomically records `previous` as rotated and stores `next`, only if `previous` was still
   * active in storage. Returns false when another request spent it first.
   */
  rotate(previous: RefreshSession, next: RefreshSession): Promise<boolean>;
  revokeFamily(familyId: string, now: Date): Promise<void>;
  revokeAllForUser(userId: string, now: Date): Promise<void>;
}
