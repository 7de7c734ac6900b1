/** An expected outcome: either a value or a domain error. Exceptions stay for bugs. */
export type Result<T, E = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** The kinds a caller can act on; the HTTP edge maps each to one status code. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'payment_required'
  | 'not_found'
  | 'conflict'
  /** Was there and is no more: a single-use link used before, a reminder link for a day gone by. */
  | 'gone'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable';

export class DomainError {
  constructor(
    readonly kind: DomainErrorKind,
    readonly message: string,
    readonly details?: Record<string, unknown>,
  ) {}
}
