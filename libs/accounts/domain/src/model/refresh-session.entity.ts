import { DomainError, err, ok, type Result } from '@sidequest/kernel';

export const REFRESH_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a just-rotated token may still be presented without counting as theft: a page reloaded
 * mid-refresh, or a response lost on the way, replays it within seconds.
 */
export const DEFAULT_REUSE_GRACE_MS = 10_000;

export interface RefreshSessionProps {
  id: string;
  userId: string;
  /** Every rotation of one sign-in shares the family id, so reuse can revoke them all. */
  familyId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

export type RefreshSessionState = 'active' | 'rotated' | 'revoked' | 'expired';

/** One refresh token's server-side record. A token is good for exactly one rotation. */
export class RefreshSession {
  private constructor(private props: RefreshSessionProps) {}

  static start(input: { id: string; userId: string; tokenHash: string; now: Date }): RefreshSession {
    return new RefreshSession({
      id: input.id,
      userId: input.userId,
      familyId: input.id,
      tokenHash: input.tokenHash,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + REFRESH_SESSION_TTL_MS),
      rotatedAt: null,
      revokedAt: null,
    });
  }

  static restore(props: RefreshSessionProps): RefreshSession {
    return new RefreshSession({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get userId(): string {
    return this.props.userId;
  }
  get familyId(): string {
    return this.props.familyId;
  }
  get expiresAt(): Date {
    return this.props.expiresAt;
  }

  state(now: Date): RefreshSessionState {
    if (this.props.revokedAt) return 'revoked';
    if (this.props.rotatedAt) return 'rotated';
    if (now.getTime() >= this.props.expiresAt.getTime()) return 'expired';
    return 'active';
  }

  /** Spends this token and returns its successor in the same family, good for another 30 days. */
  rotate(input: { id: string; tokenHash: string; now: Date }): Result<RefreshSession> {
    if (this.state(input.now) !== 'active') {
      return err(new DomainError('unauthenticated', 'Your session has expired. Please sign in again.'));
    }
    this.props.rotatedAt = input.now;
    return ok(
      new RefreshSession({
        ...RefreshSession.start({ id: input.id, userId: this.userId, tokenHash: input.tokenHash, now: input.now }).props,
        familyId: this.familyId,
      }),
    );
  }

  /** Rotated so recently that a replay is more likely a lost response than a stolen token. */
  withinReuseGrace(now: Date, graceMs: number): boolean {
    const { rotatedAt, revokedAt } = this.props;
    return !revokedAt && rotatedAt !== null && now.getTime() - rotatedAt.getTime() < graceMs && now < this.props.expiresAt;
  }

  /** A second successor in the same family, for a replay within the grace window; this token stays spent. */
  sibling(input: { id: string; tokenHash: string; now: Date }): RefreshSession {
    return new RefreshSession({
      ...RefreshSession.start({ id: input.id, userId: this.userId, tokenHash: input.tokenHash, now: input.now }).props,
      familyId: this.familyId,
    });
  }

  revoke(now: Date): void {
    this.props.revokedAt ??= now;
  }

  snapshot(): RefreshSessionProps {
    return { ...this.props };
  }
}
