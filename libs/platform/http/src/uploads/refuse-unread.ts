import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * For an answer given before the request body was read to its end: stop reading it and close the
 * connection once the answer is sent (Connection: close), rather than draining the rest of the body
 * to keep the connection alive. The status and its body are written first, so the client sees them.
 */
export function refuseUnread(req: FastifyRequest, reply: FastifyReply): void {
  if (req.raw.complete) return;
  req.raw.unpipe();
  req.raw.pause();
  reply.header('connection', 'close');
}
