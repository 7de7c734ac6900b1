import type { ErrorBody } from '@sidequest/contracts';

/**
 * Postgres refusing a value it cannot store is bad input, not a server fault: a NUL character
 * (text and jsonb reject it), an unpaired UTF-16 surrogate inside jsonb, or a value of the wrong
 * form for its column. The statement failed, so its transaction rolled back and nothing was kept.
 * A NUL inside a query parameter never reaches the parser: the wire protocol refuses it (08P01).
 */
const INPUT_ERRORS: Record<string, string> = {
  '08P01': 'The request contains a character that cannot be stored (such as a NUL character).',
  '22021': 'The request contains a character that cannot be stored (such as a NUL character).',
  '22P05': 'The request contains a character that cannot be stored (such as a NUL character).',
  '22P02':
    'The request contains a value in a form that cannot be read (such as an unpaired surrogate or a malformed id).',
  '22001': 'A value in the request is too long.',
};

/** The SQLSTATE of a driver error, whether raw (pg) or wrapped by MikroORM. */
export function sqlState(e: unknown): string | undefined {
  for (
    let err = e as { code?: unknown; sqlState?: unknown; cause?: unknown } | undefined, depth = 0;
    err && depth < 3;
    depth++
  ) {
    if (typeof err.sqlState === 'string') return err.sqlState;
    if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) return err.code;
    err = err.cause as typeof err;
  }
  return undefined;
}

export function databaseInputError(e: unknown): { status: number; body: ErrorBody } | undefined {
  const state = sqlState(e);
  const message = state ? INPUT_ERRORS[state] : undefined;
  return message ? { status: 400, body: { error: message } } : undefined;
}
