/** Small HTTP helpers for the auth e2e tests: a cookie jar and JSON calls that never follow redirects. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Keeps the cookies a response sets; an expired one is removed. Returns the raw Set-Cookie lines. */
  take(res: Response): string[] {
    const lines = res.headers.getSetCookie();
    for (const line of lines) {
      const [pair] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return lines;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  jar?: CookieJar;
  bearer?: string;
  headers?: Record<string, string>;
}

export async function call(url: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.jar) headers.cookie = options.jar.header();
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const res = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  options.jar?.take(res);
  return res;
}

/** Moves a link built on the configured APP_URL onto the test server's real address. */
export function onServer(link: string, serverUrl: string): string {
  const parsed = new URL(link);
  return `${serverUrl}${parsed.pathname}${parsed.search}`;
}

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
  return { header, payload };
}
