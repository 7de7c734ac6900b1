import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[\w.-]{1,100}$/;

/**
 * The request's id: a well-formed incoming X-Request-Id (from the load balancer) or a new UUID.
 * Kept on the raw request, so Fastify, pino-http and the error filter all see the same one.
 */
export function requestIdOf(req: IncomingMessage & { id?: unknown }): string {
  if (typeof req.id === 'string') return req.id;
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  req.id = id;
  return id;
}
