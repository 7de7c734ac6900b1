import type { DomainError, Result } from '@sidequest/kernel';

/** Carries an expected domain failure to the one error filter, which picks the status code. */
export class DomainErrorException extends Error {
  constructor(readonly domainError: DomainError) {
    super(domainError.message);
  }
}

/** The value of a Result, or the domain error thrown towards the filter. */
export function unwrap<T>(result: Result<T, DomainError>): T {
  if (!result.ok) throw new DomainErrorException(result.error);
  return result.value;
}
