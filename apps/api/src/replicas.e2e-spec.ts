import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnvironment } from '@sidequest/platform-config';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { SmtpSink } from '@sidequest/platform-mail/testing';
import { startReplicas, type Replicas } from '@sidequest/test-support';
import { authFlows, PASSWORD, uniqueEmail, untilLimited } from './testing/auth-flows';
import { call, CookieJar } from './testing/auth-http';

/**
 * The deploy shape with processes instead of containers: two built apis started at the same moment on a
 * fresh database, two workers, Debian's nginx round-robin in front (docker/nginx.conf), the real
 * Postgres and Redis. Every request goes through nginx.
 */
describe('two api replicas and two workers behind nginx', () => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let stack: Replicas;
  let sql: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    sink = await SmtpSink.start();
    stack = await startReplicas({
      DATABASE_URL: db.url,
      REDIS_URL: testEnvironment().redisUrl,
      QUEUE_PREFIX: `sqrep-${randomBytes(3).toString('hex')}`,
      SMTP_URL: sink.url,
      OWNER_EMAIL: 'owner@sidequest.test',
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Both workers' sweepers run often, so they race to queue the same pending mail again.
      MAIL_SWEEP_EVERY_MS: '500',
      WEB_DIST_DIR: '/nonexistent',
    });
    sql = new pg.Client(db.url);
    await sql.connect();
  }, 90_000);

  afterAll(async () => {
    await sql?.end();
    await stack?.stop();
    await sink?.close();
    await db?.drop();
  });

  const api = (path: string) => `${stack.url}/api${path}`;
  /**
   * Which api answered each request to `path` so far, from nginx's access log. nginx writes a line just
   * after the answer, so this waits until the log holds the `total` requests the test has made.
   */
  const answeredBy = async (path: string, total: number) => {
    const upstreams = async () => (await stack.nginx.proxied()).filter((r) => r.path === path).map((r) => r.upstream);
    await expect.poll(async () => (await upstreams()).length).toBe(total);
    return upstreams();
  };

  it('applies each migration once when both replicas start together on a fresh database', async () => {
    const { rows } = await sql.query<{ name: string; n: number }>(
      'select name, count(*)::int as n from mikro_orm_migrations group by name',
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    // One replica applied them all, the other waited on the lock and found nothing left.
    const applied = stack.apis.map((p) => Number(/migrations up to date \((\d+) applied now\)/.exec(p.output())?.[1]));
    expect(applied.sort((a, b) => a - b)).toEqual([0, rows.length]);
  });

  it('keeps a session whichever replica answers, rotating the refresh cookie across them', async () => {
    const { confirmedUser } = authFlows(() => ({ url: stack.url, mail: sink }));
    const { email } = await confirmedUser(uniqueEmail('replica'));
    const jar = new CookieJar();
    const login = await call(api('/auth/login'), { body: { email, password: PASSWORD }, jar });
    expect(login.status).toBe(200);
    const seen = [jar.get('sq_refresh')];
    let token = '';
    for (let i = 0; i < 4; i++) {
      const refreshed = await call(api('/auth/refresh'), { method: 'POST', jar });
      expect(refreshed.status).toBe(200);
      token = ((await refreshed.json()) as { access_token: string }).access_token;
      seen.push(jar.get('sq_refresh'));
    }
    expect(new Set(seen).size).toBe(5);
    // Round robin: every cookie was issued by one replica and rotated by the other.
    const chain = [...(await answeredBy('/api/auth/login', 1)), ...(await answeredBy('/api/auth/refresh', 4))];
    expect(chain.every((upstream, i) => i === 0 || upstream !== chain[i - 1])).toBe(true);
    // The last access token works on both replicas.
    for (let i = 0; i < 2; i++) {
      const me = await call(api('/me'), { bearer: token });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    }
    expect(new Set(await answeredBy('/api/me', 2))).toEqual(new Set(stack.apiAddresses));

    // The same cookie presented to both replicas at once (round robin splits the pair): one successor, not a revoked family.
    const presented = jar.get('sq_refresh')!;
    const race = () => {
      const own = new CookieJar();
      own.set('sq_refresh', presented);
      return call(api('/auth/refresh'), { method: 'POST', jar: own }).then((res) => ({
        status: res.status,
        next: own.get('sq_refresh'),
      }));
    };
    const [a, b] = await Promise.all([race(), race()]);
    expect(new Set((await answeredBy('/api/auth/refresh', 6)).slice(4))).toEqual(new Set(stack.apiAddresses));
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    const own = new CookieJar();
    own.set('sq_refresh', a.next!);
    expect((await call(api('/auth/refresh'), { method: 'POST', jar: own })).status).toBe(200);
  });

  it('counts the sign-in limit across replicas: the 11th wrong password is refused whichever answers', async () => {
    const email = uniqueEmail('guess');
    const { res, passed } = await untilLimited(
      10,
      () => call(api('/auth/login'), { body: { email, password: 'wrong password here' } }),
      401,
    );
    expect(passed).toBe(10);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(new Set((await answeredBy('/api/auth/login', 12)).slice(1))).toEqual(new Set(stack.apiAddresses));
  });

  it('counts the message limit per client address as nginx saw it (TRUST_PROXY), across replicas', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await sendFeedback('127.0.0.2', `limit ${i}`));
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    // Another client behind the same nginx is not held back by the first one's count.
    expect(await sendFeedback('127.0.0.3', 'another client')).toBe(202);
  });

  it('runs each job once with two workers, also while both sweepers queue pending mail again', async () => {
    const run = randomBytes(3).toString('hex');
    const markers = Array.from({ length: 5 }, (_, i) => `once ${run} <${i}>`);
    sink.rejecting = true; // the mail stays pending and retried, long enough for many sweeps by both workers
    const refusedBefore = sink.rejectedCount;
    for (const marker of markers) expect(await sendFeedback('127.0.0.4', marker)).toBe(202);
    await expect
      .poll(() => sink.rejectedCount - refusedBefore, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(markers.length);
    // Sweeps come on the sweeper's period; a busy machine only delays them.
    await expect
      .poll(() => stack.workers.some((w) => /queued \d+ pending mail\(s\) again/.test(w.output())), {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(true);
    sink.rejecting = false;

    const delivered = () => markers.map((m) => sink.received.filter((mail) => mail.text.includes(m)).length);
    await expect.poll(delivered, { timeout: 30_000, interval: 250 }).toEqual(markers.map(() => 1));
    await new Promise((r) => setTimeout(r, 2000)); // more sweeps: still once each
    expect(delivered()).toEqual(markers.map(() => 1));
    const { rows } = await sql.query(
      `select m.status, count(*)::int as n from mail_messages m join feedback_messages f on f.id = m.id where f.text like $1 group by m.status`,
      [`%once ${run}%`],
    );
    expect(rows).toEqual([{ status: 'sent', n: markers.length }]);
    // Over this file's dozen mails both workers took jobs from the one shared queue.
    expect(stack.workers.map((w) => (w.output().match(/delivered by smtp/g) ?? []).length).every((n) => n > 0)).toBe(
      true,
    );
  }, 60_000);

  /** Feedback sent from another loopback address, so nginx (and through it the api) sees a distinct client. */
  async function sendFeedback(from: string, text: string): Promise<number> {
    const form = new FormData();
    form.append('feedback', text);
    form.append('page', '/replicas');
    const encoded = new Request(api('/feedback'), { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    return new Promise((resolve, reject) => {
      const req = request(
        api('/feedback'),
        {
          method: 'POST',
          localAddress: from,
          headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
});
