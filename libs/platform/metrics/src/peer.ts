import type { IncomingMessage } from 'node:http';

/**
 * Whether a request comes straight from this machine: the socket's peer address, never X-Forwarded-For
 * (a client sets that), and nothing a proxy forwarded (a proxy on this machine is loopback too).
 */
export function fromLoopbackDirectly(req: IncomingMessage): boolean {
  const peer = req.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => req.headers[h] !== undefined);
  return loopback && !forwarded;
}
