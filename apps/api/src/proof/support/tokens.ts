import { createHmac } from 'node:crypto';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** An HS256 (or unsigned `alg: none`) JWT, as an attacker or an old session would present it. */
export function signJwt(payload: Record<string, unknown>, secret: string, alg: 'HS256' | 'none' = 'HS256'): string {
  const head = b64({ alg, typ: 'JWT' });
  const body = b64(payload);
  const sig = alg === 'none' ? '' : createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export const decodePayload = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

/** The four tokens every session-taking operation must refuse, built from a real session's claims. */
export function badTokens(realToken: string, secret: string): Record<string, string | undefined> {
  const payload = decodePayload(realToken);
  const now = Math.floor(Date.now() / 1000);
  return {
    none: undefined,
    expired: signJwt({ ...payload, iat: now - 3600, exp: now - 60 }, secret),
    forged: signJwt({ ...payload, exp: now + 600 }, 'not-the-server-secret-but-long-enough-to-look-real'),
    'alg none': signJwt({ ...payload, exp: now + 600 }, '', 'none'),
  };
}
