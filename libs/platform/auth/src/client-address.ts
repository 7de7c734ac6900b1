/** What both Express and Fastify requests offer; no framework types needed. */
export interface RequestWithAddress {
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * The caller's address for rate limits and logs. `ip` already honours the platform's trust-proxy
 * setting (TRUST_PROXY), so X-Forwarded-For counts only behind a configured load balancer.
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is reported as the IPv4 address.
 */
export function clientAddress(req: RequestWithAddress): string {
  const raw = req.ip ?? req.socket?.remoteAddress ?? 'unknown';
  return raw.startsWith('::ffff:') && raw.includes('.') ? raw.slice(7) : raw;
}
