import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

const BEARER = /(\S+)\s+(\S+)/;

function json(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The bearer check the api makes (passport-jwt with HS256 pinned), as the raw baseline makes it with node:crypto alone. */
export interface BearerUser {
  userId: string;
  email?: string;
}

/**
 * The raw baseline's bearer check, with node:crypto alone: `Authorization:
 * Bearer <jwt>` (scheme in any case), the algorithm pinned to HS256, the signature compared in
 * constant time, a numeric `exp` in the future, `nbf` (when present) reached and a string `sub`.
 * Anything else is undefined: 401.
 */
export function verifyAccessToken(
  header: string | undefined,
  key: KeyObject,
  nowSeconds = Date.now() / 1000,
): BearerUser | undefined {
  const bearer = header?.match(BEARER);
  if (!bearer || bearer[1]!.toLowerCase() !== 'bearer') return undefined;
  const parts = bearer[2]!.split('.');
  if (parts.length !== 3) return undefined;
  const [head, body, signature] = parts as [string, string, string];
  if (json(head)?.alg !== 'HS256') return undefined;
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = json(body);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || nowSeconds >= claims.exp)
    return undefined;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || nowSeconds < claims.nbf)) return undefined;
  return { userId: claims.sub, email: typeof claims.email === 'string' ? claims.email : undefined };
}
