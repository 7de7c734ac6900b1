import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailMessageSchema, MailService, MailSweeper } from '@sidequest/platform-mail';
import { EntityManager } from '@mikro-orm/postgresql';
import { startTestApi, type TestApi } from './testing/test-api';

describe('api platform', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('says it is live and ready, naming each part', async () => {
    expect((await fetch(`${api.url}/api/health/live`)).status).toBe(200);
    const ready = await fetch(`${api.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'up',
      checks: { database: { status: 'up' }, queue: { status: 'up', detail: 'in-process' } },
    });
  });

  /** A JSON body, as sent, to the web app's not-found report. */
  const reportNotFound = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${api.url}/api/client-log/not-found`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const res = await reportNotFound('{"path": ');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({ error: 'The request body is not valid JSON.' });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers a body that breaks the contract with 400 { error, details }', async () => {
    const res = await reportNotFound('{"path": ""}');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.details).toEqual([expect.objectContaining({ path: 'path' })]);
  });

  it('logs a not-found report with 204 and echoes the request id', async () => {
    const res = await reportNotFound(JSON.stringify({ path: '/no/such/screen' }), { 'x-request-id': 'trace-123' });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });

  it('answers unknown api routes with a JSON 404', async () => {
    const res = await fetch(`${api.url}/api/nope`);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/nope/);
  });

  it('publishes OpenAPI at /api/docs and /api/docs-json', async () => {
    const json = await (await fetch(`${api.url}/api/docs-json`)).json();
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toContain('/api/health/ready');
    // Bodies are documented from the same zod contracts the edge validates with.
    const body = json.paths['/api/client-log/not-found'].post.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({
      type: 'object',
      required: ['path'],
      properties: { path: { type: 'string', minLength: 1 } },
    });
    const page = await fetch(`${api.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  it('stores a mail, queues it and delivers it over SMTP', async () => {
    const id = await api.app
      .get(MailService)
      .send({ kind: 'test', to: 'owner@example.com', subject: 'Pipe check', text: 'Hello from the queue' });
    const mail = await api.mail.waitFor((m) => m.subject === 'Pipe check');
    expect(mail.text).toBe('Hello from the queue');
    const row = await api.app.get(EntityManager).fork().findOneOrFail(MailMessageSchema, { id });
    await expect
      .poll(async () => (await api.app.get(EntityManager).fork().findOneOrFail(MailMessageSchema, { id })).status)
      .toBe('sent');
    expect(row.to).toBe('owner@example.com');
  });

  it('sends a mail that was stored while the queue was down once the sweeper finds it', async () => {
    const em = api.app.get(EntityManager).fork();
    const stale = new Date(Date.now() - 5 * 60_000);
    const id = crypto.randomUUID();
    em.create(MailMessageSchema, {
      id,
      kind: 'test',
      to: 'owner@example.com',
      subject: 'Stored, never queued',
      text: 'Still arrives',
      status: 'pending',
      attempts: 0,
      createdAt: stale,
      updatedAt: stale,
    });
    await em.flush();
    expect(await api.app.get(MailSweeper).sweep()).toBeGreaterThanOrEqual(1);
    expect((await api.mail.waitFor((m) => m.subject === 'Stored, never queued')).text).toBe('Still arrives');
    // A mail that is merely fresh and pending is left to the queue that already has it.
    expect(await api.app.get(MailSweeper).sweep()).toBe(0);
  });

  it('retries a mail the SMTP server refuses, then keeps it as failed and shows it at /dev/mail', async () => {
    api.mail.rejecting = true;
    try {
      const id = await api.app
        .get(MailService)
        .send({ kind: 'test', to: 'owner@example.com', subject: 'Refused mail', text: 'x' });
      const em = () => api.app.get(EntityManager).fork();
      await expect
        .poll(async () => (await em().findOneOrFail(MailMessageSchema, { id })).status, { timeout: 10_000 })
        .toBe('failed');
      const row = await em().findOneOrFail(MailMessageSchema, { id });
      expect(row.attempts).toBe(3);
      expect(row.lastError).toMatch(/refused/i);
      expect(api.mail.rejectedCount).toBeGreaterThanOrEqual(3);
      const page = await (await fetch(`${api.url}/dev/mail`)).text();
      expect(page).toContain('Refused mail');
    } finally {
      api.mail.rejecting = false;
    }
  });
});

describe('api serving the web app', () => {
  let api: TestApi;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'sq-web-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root">SideQuest shell</div>');
    await mkdir(join(dist, 'occupations', '15-1252.00'), { recursive: true });
    await writeFile(
      join(dist, 'occupations', '15-1252.00', 'index.html'),
      '<!doctype html><h1>Software Developers</h1>',
    );
    api = await startTestApi({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await api?.close();
    await rm(dist, { recursive: true, force: true });
  });

  // /quest-progress is the current quest's old address: the app redirects it, so the server must hand it the shell.
  it('falls back to index.html for client-side routes but not for /api', async () => {
    for (const path of ['/', '/policy', '/current-quest', '/quest-progress', '/some/unknown/path']) {
      const res = await fetch(`${api.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('SideQuest shell');
    }
    expect((await fetch(`${api.url}/api/unknown`)).status).toBe(404);
  });

  it("serves an occupation's pre-rendered page on its path, and the shell for a code without one", async () => {
    const page = await fetch(`${api.url}/occupations/15-1252.00?from=share`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<h1>Software Developers</h1>');
    for (const path of [
      '/occupations/99-9999.00',
      '/occupations/15-1132.00',
      '/occupations/..%2F..',
      '/occupations/15-1252.00/x',
    ]) {
      const res = await fetch(`${api.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('SideQuest shell');
    }
  });
});

describe('dev outbox (no SMTP_URL)', () => {
  let api: TestApi;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sq-data-'));
    api = await startTestApi({ env: { SMTP_URL: '', DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every mail as an .eml file a person can open at /dev/mail', async () => {
    await api.app.get(MailService).send({
      kind: 'test',
      to: 'hero@example.com',
      subject: 'Confirm your SideQuest account',
      text: 'Open http://localhost:3000/api/auth/confirm?token=abc-123 to continue.',
    });
    await expect
      .poll(
        async () => (await (await fetch(`${api.url}/dev/mail`)).text()).match(/href="(\/dev\/mail\/[^"]+\.eml)"/)?.[1],
      )
      .toBeTruthy();
    const index = await (await fetch(`${api.url}/dev/mail`)).text();
    const href = index.match(/href="(\/dev\/mail\/[^"]+\.eml)"/)![1];
    const page = await (await fetch(`${api.url}${href}`)).text();
    expect(page).toContain('Confirm your SideQuest account');
    expect(page).toContain('<a href="http://localhost:3000/api/auth/confirm?token=abc-123">');
    expect((await fetch(`${api.url}/dev/mail/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  /** The outbox page once it lists a delivered mail with this subject (as escaped on the page). */
  const listed = async (subjectOnPage: string) => {
    await expect
      .poll(async () => (await (await fetch(`${api.url}/dev/mail`)).text()).includes(`.eml">${subjectOnPage}</a>`))
      .toBe(true);
    return (await fetch(`${api.url}/dev/mail`)).text();
  };
  const hrefOf = (page: string, subjectOnPage: string) =>
    page.match(
      new RegExp(`href="(/dev/mail/[^"]+\\.eml)">${subjectOnPage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`),
    )![1];

  it('lists time, recipient and subject, newest first, each linking to its viewer; a subject is escaped', async () => {
    const mail = api.app.get(MailService);
    await mail.send({ kind: 'test', to: 'first@example.com', subject: 'Older outbox mail', text: 'one' });
    await listed('Older outbox mail');
    await mail.send({
      kind: 'test',
      to: 'second@example.com',
      subject: '<script>alert(1)</script> Newer',
      text: 'two',
    });
    const page = await listed('&#60;script&#62;alert(1)&#60;/script&#62; Newer');
    expect(page).not.toContain('<script>');
    expect(page).toContain('<th>Time</th><th>To</th><th>Subject</th>');
    const newer = page.indexOf('Newer');
    const older = page.indexOf('Older outbox mail');
    expect(newer).toBeGreaterThan(0);
    expect(newer).toBeLessThan(older);
    const row = page.slice(page.lastIndexOf('<tr>', older), older);
    expect(row).toContain('first@example.com');
    expect(row).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/);
    const href = hrefOf(page, 'Older outbox mail');
    expect(await (await fetch(`${api.url}${href}`)).text()).toContain('<h1>Older outbox mail</h1>');
  });

  it('shows a mail: headers, the HTML part in a script-less sandbox, the text part, its links and attachments', async () => {
    await api.app.get(MailService).send({
      kind: 'test',
      to: 'viewer@example.com',
      subject: 'Reset your <b>password</b>',
      text: 'Reset it at http://localhost:3000/reset?token=r-1&next=%2F within the hour.',
      html: '<p>Hello <b>hero</b>, <a href="http://localhost:3000/reset?token=r-1&amp;next=%2F">reset</a> "now".</p><script>parent.document.title="owned"</script>',
      attachments: [{ filename: 'notes<1>.txt', contentType: 'text/plain', content: new TextEncoder().encode('hi') }],
    });
    const index = await listed('Reset your &#60;b&#62;password&#60;/b&#62;');
    const href = hrefOf(index, 'Reset your &#60;b&#62;password&#60;/b&#62;');
    const res = await fetch(`${api.url}${href}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    // The api's own policy still holds on this page: scripts only from our origin (or by hash), never inline.
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
    const page = await res.text();
    expect(page).toContain('<h1>Reset your &#60;b&#62;password&#60;/b&#62;</h1>');
    expect(page).toMatch(/<dt>From<\/dt><dd>[^<]+<\/dd><dt>To<\/dt><dd>viewer@example\.com<\/dd>/);
    expect(page).toMatch(/<dt>Date<\/dt><dd><time datetime="/);
    // The HTML part: only inside the sandboxed frame's srcdoc, escaped for the attribute; no allow-scripts, no same origin.
    const frame = page.match(/<iframe [^>]*>/)![0];
    expect(frame).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(frame).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame).toContain(
      'srcdoc="&#60;base target=&#34;_blank&#34;&#62;&#60;p&#62;Hello &#60;b&#62;hero&#60;/b&#62;',
    );
    expect(page).not.toMatch(/<script|<b>hero/);
    // The text part, with its link clickable; the links listed; the attachment named (escaped).
    expect(page).toContain(
      '<pre>Reset it at <a href="http://localhost:3000/reset?token=r-1&#38;next=%2F">http://localhost:3000/reset?token=r-1&#38;next=%2F</a> within the hour.</pre>',
    );
    expect(page).toMatch(/<h2>Links<\/h2><ul><li><a href="http:\/\/localhost:3000\/reset\?token=r-1&#38;next=%2F">/);
    expect(page).toContain('notes&#60;1&#62;.txt <small>text/plain, 2 B</small>');
    // The raw file, as a download.
    const raw = await fetch(`${api.url}${href}?raw=1`);
    expect(raw.headers.get('content-type')).toMatch(/^message\/rfc822/);
    expect(raw.headers.get('content-disposition')).toBe(`attachment; filename="${href.slice('/dev/mail/'.length)}"`);
    expect(await raw.text()).toMatch(/^To: viewer@example\.com$/m);
  });

  it('answers only loopback clients: a forwarded client (TRUST_PROXY) or another machine gets 404', async () => {
    await api.app
      .get(MailService)
      .send({ kind: 'test', to: 'hero@example.com', subject: 'Your sign-in link', text: 'secret link' });
    await expect
      .poll(
        async () => (await (await fetch(`${api.url}/dev/mail`)).text()).match(/href="(\/dev\/mail\/[^"]+\.eml)"/)?.[1],
      )
      .toBeTruthy();
    const href = (await (await fetch(`${api.url}/dev/mail`)).text()).match(/href="(\/dev\/mail\/[^"]+\.eml)"/)![1];
    // Behind a proxy (startTestApi sets TRUST_PROXY=1) the client may be anywhere: a forwarded request is refused.
    for (const path of ['/dev/mail', href, `${href}?raw=1`]) {
      const res = await fetch(`${api.url}${path}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/outbox|sign-in|\.eml/i);
      expect((await fetch(`${api.url}${path}`)).status, path).toBe(200);
    }
    // A client on another machine, straight on the socket.
    const fastify = api.app.getHttpAdapter().getInstance();
    for (const url of ['/dev/mail', href, `${href}?raw=1`]) {
      expect((await fastify.inject({ url, remoteAddress: '192.168.1.20' })).statusCode, url).toBe(404);
      expect((await fastify.inject({ url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(200);
    }
  });

  it('reads the socket peer, never X-Forwarded-For: another machine naming loopback gets 404 from /dev/mail and /dev/clock', async () => {
    const fastify = api.app.getHttpAdapter().getInstance();
    for (const spoof of ['127.0.0.1', '::1', '198.51.100.7, 127.0.0.1']) {
      const headers = { 'x-forwarded-for': spoof };
      for (const url of ['/dev/mail', '/dev/clock']) {
        const res = await fastify.inject({ url, remoteAddress: '192.168.1.20', headers });
        expect(res.statusCode, `${url} ${spoof}`).toBe(404);
      }
      const put = await fastify.inject({
        method: 'PUT',
        url: '/dev/clock',
        remoteAddress: '192.168.1.20',
        headers,
        payload: { at: '2026-11-28T12:00:00Z' },
      });
      expect(put.statusCode, spoof).toBe(404);
    }
    expect((await fastify.inject({ url: '/dev/clock', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });
});

describe('dev outbox without a trusted proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => api?.close());

  it('reads the socket address, not an X-Forwarded-For anyone can send', async () => {
    const fastify = api.app.getHttpAdapter().getInstance();
    const spoofed = await fastify.inject({
      url: '/dev/mail',
      remoteAddress: '192.168.1.20',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
    expect((await fastify.inject({ url: '/dev/mail', remoteAddress: '::1' })).statusCode).toBe(200);
    const page = await fetch(`${api.url}/dev/mail`);
    expect(page.status).toBe(200);
    await page.text(); // read to the end, so the connection is idle when the api closes
  });
});

describe('production mode', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        APP_URL: 'https://sidequest.example',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        BILLING: 'disabled',
      },
    });
  });
  afterAll(() => api?.close());

  it('does not serve the dev outbox', async () => {
    expect((await fetch(`${api.url}/dev/mail`)).status).toBe(404);
    expect((await fetch(`${api.url}/dev/mail/2026-11-28T06-00-00-000Z_x.eml?raw=1`)).status).toBe(404);
  });

  it('does not serve the dev reminder clock', async () => {
    const res = await fetch(`${api.url}/dev/reminders/tick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at: '2030-01-01T00:00:00Z' }),
    });
    expect(res.status).toBe(404);
    const { rows } = await api.sql.query(`select count(*)::int as n from mail_messages where kind = 'reminder'`);
    expect(rows[0].n).toBe(0);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? JSON.stringify({ at: '2030-01-01T00:00:00Z' }) : undefined;
      const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
      const clock = await fetch(`${api.url}/dev/clock`, { method, headers, body });
      expect(clock.status).toBe(404);
    }
  });
});
