import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startBuiltApp } from '@sidequest/test-support';
import { useTestApi, type TestApi } from './testing/test-api';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("the SideQuest web app, hashed and cached");';

/** A tiny web build, placed under a dot-folder as a clone in ~/.cache/x/sidequest would have it. */
async function dotFolderDist(): Promise<{ root: string; dist: string }> {
  const root = await mkdtemp(join(tmpdir(), 'sq-edge-'));
  const dist = join(root, '.cache', 'x', 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3}');
  return { root, dist };
}

/** The api for the enclosing describe, serving a fresh `dotFolderDist` with `env`; the folder goes after the api has closed. */
function useApiOnDotFolderDist(env: Record<string, string>): TestApi {
  let root: string | undefined;
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  }); // registered first, so it runs after the api's own afterAll
  return useTestApi(async () => {
    const built = await dotFolderDist();
    root = built.root;
    return { env: { ...env, WEB_DIST_DIR: built.dist } };
  });
}

function expectSecurityHeaders(res: Response, production = false) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  // Own-origin files and inline scripts allowed only by hash (the pre-render guard); never 'unsafe-inline'.
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toMatch(/^microphone=\(self\), camera=\(\), geolocation=\(\)/);
  if (production) expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  else expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('the edge in development', () => {
  const api = useApiOnDotFolderDist({});

  it('serves index.html for / and every client route, though the dist folder sits under a dot-folder', async () => {
    for (const path of ['/', '/some/route', '/quests/42?tab=plan']) {
      const res = await fetch(`${api.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
    const head = await fetch(`${api.url}/some/route`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('caches hashed assets for a year and serves the .br variant to a browser that asks', async () => {
    const plain = await fetch(`${api.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);

    const br = await fetch(`${api.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe(SCRIPT); // fetch decodes it
  });

  it('answers a missing asset and unknown /api and /dev paths with 404, never index.html', async () => {
    for (const path of ['/assets/gone-000.js', '/api/nope', '/dev/nope']) {
      const res = await fetch(`${api.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('puts the security headers on the SPA, the api and its errors', async () => {
    for (const path of ['/', '/api/health/live', '/api/me', '/api/nope']) {
      const res = await fetch(`${api.url}${path}`);
      expect([200, 401, 404], path).toContain(res.status);
      expectSecurityHeaders(res);
    }
  });

  // GET /api/community-quests keeps its own private, no-cache + ETag: community.e2e-spec checks it.
  it('marks api answers no-store, with a bearer token, the refresh cookie or neither', async () => {
    const bearer = { authorization: 'Bearer not-a-real-token' };
    const cookie = { cookie: 'sq_refresh=not-a-real-token' };
    const answers = [
      await fetch(`${api.url}/api/me`),
      await fetch(`${api.url}/api/me`, { headers: bearer }),
      await fetch(`${api.url}/api/auth/refresh`, { method: 'POST', headers: cookie }),
      await fetch(`${api.url}/api/health/live`, { headers: bearer }),
    ];
    for (const res of answers) expect(res.headers.get('cache-control'), res.url).toBe('no-store');
  });

  it('serves the OpenAPI UI and document under the same headers', async () => {
    const ui = await fetch(`${api.url}/api/docs`);
    expect(ui.status).toBe(200);
    expect(ui.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await ui.text();
    expect(html).not.toMatch(/<script>/); // Swagger UI loads its scripts from files, so the CSP holds
    expectSecurityHeaders(ui);
    expect((await fetch(`${api.url}/api/docs-json`)).status).toBe(200);
  });

  it('never reflects /dev/mail input: a plain JSON 404 without the markup', async () => {
    const res = await fetch(`${api.url}/dev/mail/%3Csvg%20onload%3Dalert(1)%3E`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text).not.toMatch(/svg|onload|</i);
    expect(JSON.parse(text)).toEqual({ error: 'No such mail in the dev outbox' });
    expectSecurityHeaders(res);
  });

  it('echoes the request id and refuses JSON bodies over 1 MB with a JSON 413', async () => {
    const res = await fetch(`${api.url}/api/health/live`, { headers: { 'x-request-id': 'edge-check-1' } });
    expect(res.headers.get('x-request-id')).toBe('edge-check-1');
    const huge = await fetch(`${api.url}/api/client-log/not-found`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'x'.repeat(1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'The request body is too large.' });
  });
});

describe('the edge in production', () => {
  const api = useApiOnDotFolderDist({
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(40),
    APP_URL: 'https://sidequest.example',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    BILLING: 'disabled',
  });

  it('serves no source maps and adds HSTS', async () => {
    const map = await fetch(`${api.url}/assets/index-abc123.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('version');
    const index = await fetch(`${api.url}/`);
    expect(index.status).toBe(200);
    expectSecurityHeaders(index, true);
    expectSecurityHeaders(await fetch(`${api.url}/api/me`), true);
  });

  it('hides /dev/mail', async () => {
    expect((await fetch(`${api.url}/dev/mail`)).status).toBe(404);
  });

  it('publishes no OpenAPI UI or document unless API_DOCS=true', async () => {
    expect((await fetch(`${api.url}/api/docs`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/docs-json`)).status).toBe(404);
  });
});

describe('development fails closed', () => {
  it('refuses the built-in JWT secret when HOST is beyond loopback, with a clear start-up error', async () => {
    const open = startBuiltApp('api', {
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: '1',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    await new Promise((r) => open.proc.once('exit', r));
    expect(open.proc.exitCode).toBe(1);
    expect(open.output()).toMatch(/JWT_SECRET: required when HOST \(0\.0\.0\.0\) is beyond loopback/);
  });

  it('refuses to listen beyond loopback outside production unless ALLOW_DEV_ON_NETWORK=true', async () => {
    const open = startBuiltApp('api', {
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: '1',
      JWT_SECRET: 'd'.repeat(40),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    await new Promise((r) => open.proc.once('exit', r));
    expect(open.proc.exitCode).toBe(1);
    expect(open.output()).toMatch(/ALLOW_DEV_ON_NETWORK: set to true to listen on HOST \(0\.0\.0\.0\) beyond loopback/);
  });
});

describe('production fails closed', () => {
  it('refuses to start without the three Stripe variables unless BILLING=disabled, naming them', async () => {
    const env = {
      NODE_ENV: 'production',
      PORT: '1',
      JWT_SECRET: 'p'.repeat(40),
      APP_URL: 'https://sq.example',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    };
    const api = startBuiltApp('api', { ...env, STRIPE_SECRET_KEY: '', STRIPE_PRICE_ID: '', STRIPE_WEBHOOK_SECRET: '' });
    await new Promise((r) => api.proc.once('exit', r));
    expect(api.proc.exitCode).toBe(1);
    expect(api.output()).toMatch(
      /STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET: required in production, or set BILLING=disabled/,
    );
  });
});
