import { createServer, type Server } from 'node:http';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from './nginx';
import { freePort } from './node-process';

/** N5: docker/nginx.conf's access log never holds a mailed token, from the query string or a Referer. */
const SECRET = 'tok-3f9a1c7e5b2d48aa.sig-0b7e';
let api: Server;
let nginx: RunningNginx;
let webRoot: string;

beforeAll(async () => {
  api = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  const apiPort = await freePort();
  await new Promise<void>((done) => api.listen(apiPort, '127.0.0.1', done));
  webRoot = await mkdtemp(join(tmpdir(), 'sq-web-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>SideQuest</title>');
  await chmod(webRoot, 0o755); // nginx's workers (nobody, when started as root) read it
  nginx = await startNginx({ port: await freePort(), upstreams: [`127.0.0.1:${apiPort}`], webRoot });
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((done) => api?.close(done));
  await rm(webRoot, { recursive: true, force: true });
});

describe('the shipped nginx access log', () => {
  it('keeps the path of confirm, reset and reminder links but never their token', async () => {
    const page = `${nginx.url}/auth?mode=reset&token=${SECRET}`;
    const requests: [string, RequestInit?][] = [
      [`${nginx.url}/api/auth/confirm?token=${SECRET}`],
      [page],
      [`${nginx.url}/reminders/done?token=${SECRET}`],
      [`${nginx.url}/api/progress/reminder-links/unsubscribe?token=${SECRET}`, { method: 'POST' }],
      // What a page opened from a mailed link loads next: the link is its Referer.
      [`${nginx.url}/api/auth/providers`, { headers: { referer: page } }],
    ];
    for (const [url, init] of requests) expect((await fetch(url, init)).status, url).toBe(200);
    const lines = async () => (await nginx.accessLog()).split('\n').filter((l) => l && !l.includes('/nginx-probe'));
    await expect.poll(async () => (await lines()).length).toBe(requests.length);
    const log = await nginx.accessLog();
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('token=');
    for (const path of ['/api/auth/confirm', '/auth', '/reminders/done', '/api/progress/reminder-links/unsubscribe'])
      expect(log).toContain(` ${path} HTTP/1.1" 200 `);
  });
});
