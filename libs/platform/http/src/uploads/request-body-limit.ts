import type { IncomingMessage } from 'node:http';

/** The error a request stream carries once its body passes the limit (see watchBodySize). */
export class BodyTooLargeError extends Error {
  readonly code = 'SQ_BODY_TOO_LARGE';
  constructor(readonly limitBytes: number) {
    super(`request body over ${limitBytes} bytes`);
  }
}

/** The declared Content-Length, or null when there is none (a chunked body). */
export function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  if (header === undefined || !/^\d+$/.test(header)) return null;
  return Number(header);
}

/**
 * Counts a body's bytes as its reader (a pipe) takes them. Once they pass `limitBytes` the stream
 * stops flowing and emits BodyTooLargeError, which the reader (@fastify/multipart listens for
 * 'error' on the request) hands to its consumer: the rest of the body is never read.
 * Returns the bytes counted so far and a function that stops counting.
 */
export function watchBodySize(req: IncomingMessage, limitBytes: number): { bytes: () => number; stop: () => void } {
  let bytes = 0;
  const count = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes <= limitBytes) return;
    req.off('data', count);
    req.unpipe();
    req.pause();
    req.emit('error', new BodyTooLargeError(limitBytes));
  };
  req.on('data', count);
  return { bytes: () => bytes, stop: () => req.off('data', count) };
}
