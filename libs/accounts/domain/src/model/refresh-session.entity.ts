import { DomainError, err, MutableEntity, ok, type Result } from '@sidequest/kernel';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A sign-in lasts at most this long, however often it is refreshed. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
/** A sign-in not refreshed for this long is over. */
export const SESSION_IDLE_TIMEOUT_MS = 14 * DAY_MS;
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
  /** When the user signed in: the family's absolute lifetime counts from here. */
  familyStartedAt: Date;
  tokenHash: string;
  /**
   * Server-side half of the input that derives this token's one successor from the presented token,
   * so a replay within the grace gets that same successor instead of a new chain.
   */
  successorSalt: string;
  createdAt: Date;
  /** The earlier of the idle timeout from this token's issue and the family's absolute end. */
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  /** The browser's User-Agent at sign-in, cut to USER_AGENT_MAX_LENGTH; shown in the data export's session history. */
  userAgent: string | null;
}

export const USER_AGENT_MAX_LENGTH = 200;

/** A User-Agent header as stored: trimmed, cut to USER_AGENT_MAX_LENGTH, null when absent. */
export function storedUserAgent(raw: string | null | undefined): string | null {
  const value = raw?.trim().slice(0, USER_AGENT_MAX_LENGTH);
  return value ? value : null;
}

export type RefreshSessionState = 'active' | 'rotated' | 'revoked' | 'expired';

const expired = () => new DomainError('unauthenticated', 'Your session has expired. Please sign in again.');

/** One refresh token's server-side record. A token is good for exactly one rotation, into one successor. */
export class RefreshSession extends MutableEntity<RefreshSessionProps>() {
  private constructor(props: RefreshSessionProps) {
    super(props);
  }

  /** A new sign-in: a new family. */
  static start(input: {
    id: string;
    userId: string;
    tokenHash: string;
    successorSalt: string;
    now: Date;
    userAgent?: string | null;
  }): RefreshSession {
    return RefreshSession.member({
      ...input,
      familyId: input.id,
      familyStartedAt: input.now,
      userAgent: storedUserAgent(input.userAgent),
    });
  }

  static restore(props: RefreshSessionProps): RefreshSession {
    return new RefreshSession(props);
  }

  private static member(
    input: Pick<
      RefreshSessionProps,
      'id' | 'userId' | 'familyId' | 'familyStartedAt' | 'tokenHash' | 'successorSalt' | 'userAgent'
    > & { now: Date },
  ): RefreshSession {
    const idleEnd = input.now.getTime() + SESSION_IDLE_TIMEOUT_MS;
    const absoluteEnd = input.familyStartedAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
    return new RefreshSession({
      id: input.id,
      userId: input.userId,
      familyId: input.familyId,
      familyStartedAt: input.familyStartedAt,
      tokenHash: input.tokenHash,
      successorSalt: input.successorSalt,
      createdAt: input.now,
      expiresAt: new Date(Math.min(idleEnd, absoluteEnd)),
      rotatedAt: null,
      revokedAt: null,
      userAgent: input.userAgent,
    });
  }

  state(now: Date): RefreshSessionState {
    if (this.props.revokedAt) return 'revoked';
    if (this.props.rotatedAt) return 'rotated';
    // The absolute bound is checked too, for rows written before expiresAt included it.
    const absoluteEnd = this.props.familyStartedAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
    if (now.getTime() >= Math.min(this.props.expiresAt.getTime(), absoluteEnd)) return 'expired';
    return 'active';
  }

  /**
   * Spends this token and returns its successor in the same family: another idle period, never past
   * the family's absolute end.
   */
  rotate(input: { id: string; tokenHash: string; successorSalt: string; now: Date }): Result<RefreshSession> {
    if (this.state(input.now) !== 'active') return err(expired());
    this.props.rotatedAt = input.now;
    return ok(
      RefreshSession.member({
        ...input,
        userId: this.userId,
        familyId: this.familyId,
        familyStartedAt: this.props.familyStartedAt,
        userAgent: this.props.userAgent,
      }),
    );
  }

  /** Rotated so recently that a replay is more likely a lost response or a race than a stolen token. */
  withinReuseGrace(now: Date, graceMs: number): boolean {
    const { rotatedAt, revokedAt } = this.props;
    return (
      !revokedAt && rotatedAt !== null && now.getTime() - rotatedAt.getTime() < graceMs && now < this.props.expiresAt
    );
  }

  /** Whether this record is the successor of `spent`: the same family, issued when `spent` was rotated. */
  succeeds(spent: RefreshSession): boolean {
    return this.familyId === spent.familyId && this.userId === spent.userId;
  }

  revoke(now: Date): void {
    this.props.revokedAt ??= now;
  }
}
