/** Reads one cookie from a `document.cookie` style string; undefined when it is absent. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict';
}

export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, path = '/', sameSite = 'Lax' }: CookieOptions,
): string {
  return `${name}=${encodeURIComponent(value)}; path=${path}; max-age=${maxAgeSeconds}; SameSite=${sameSite}`;
}
