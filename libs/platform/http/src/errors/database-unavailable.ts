import type { ErrorBody } from '@sidequest/contracts';
import { sqlState } from './database-input-error';

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

// The socket failures of node and the pg driver (its own have no code, only these words).
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const DRIVER_WORDS = /Connection terminated|connection timeout|not queryable|Connection ended/i;
// 08xxx connection exceptions (08P01 is bad input, see database-input-error), shutdown, starting up, too many connections.
const UNAVAILABLE_STATES = /^(08(?!P01)...|57P0[123]|53300)$/;

/**
 * Postgres down, restarting or refusing connections is a passing outage, not a bug: 503 with a
 * try-again message and Retry-After, never the driver's words (hosts, ports, users).
 */
export function databaseUnavailable(
  e: unknown,
): { status: number; body: ErrorBody; headers: Record<string, string> } | undefined {
  const state = sqlState(e);
  let down = state !== undefined && UNAVAILABLE_STATES.test(state);
  for (
    let err = e as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    !down && err && depth < 3;
    depth++
  ) {
    down =
      (typeof err.code === 'string' && SOCKET_CODES.has(err.code)) ||
      err.name === 'ConnectionException' ||
      (typeof err.message === 'string' && DRIVER_WORDS.test(err.message));
    err = err.cause as typeof err;
  }
  return down ? { status: 503, body: { error: DATABASE_UNAVAILABLE }, headers: { 'Retry-After': '5' } } : undefined;
}
