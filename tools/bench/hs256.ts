import { createHmac, timingSafeEqual } from 'node:crypto';

/** The raw baselines' access-token check: HS256 with node:crypto, as cheap as it gets. */
export function verifyBearer(header: string | undefined, secret: string): { sub: string } | undefined {
  if (!header?.startsWith('Bearer ')) return undefined;
  const [h, p, s] = header.slice(7).split('.');
  if (!h || !p || !s) return undefined;
  const alg = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  if (alg.alg !== 'HS256') return undefined;
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { sub?: string; exp?: number };
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return undefined;
  return { sub: claims.sub };
}
