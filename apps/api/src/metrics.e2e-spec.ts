import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Metrics, startMetricsServer } from '@sidequest/platform-metrics';
import { as, signedUp } from './testing/signed-up';
import { startTestApi, useTestApi } from './testing/test-api';

const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text exposition format, one sample a line (comments skipped). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
      );
      return { name: m[1], labels, value: Number(m[3]) };
    });
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

async function scrape(): Promise<Sample[]> {
  const res = await fetch(`${api.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(await res.text());
}

describe('GET /metrics', () => {
  it('counts requests by route template and status, rate-limit refusals, jobs, the outbox, the pool and Node', async () => {
    const user = await signedUp(api, 'metered');
    const me = as(api, user.token);
    for (let i = 0; i < 3; i++) expect((await me('/me')).status).toBe(200);
    const fileId = randomUUID();
    expect((await me(`/me/feedback-attachments/${fileId}`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/no/such/${fileId}`)).status).toBe(404);
    // The not-found report allows 30 a minute per address: the 31st is refused.
    const report = () =>
      fetch(`${api.url}/api/client-log/not-found`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify({ path: `/secret/${fileId}` }),
      });
    for (let i = 0; i < 30; i++) expect((await report()).status).toBe(204);
    expect((await report()).status).toBe(429);
    // Sign-up queued the owner's notice (in-process jobs here): wait until it is delivered.
    await expect.poll(() => api.mail.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The job counts as completed once its handler returns, a moment after the mail server has the message.
    const completed = async () =>
      value(await scrape(), 'sidequest_jobs_total', { job: 'mail.send', outcome: 'completed' });
    await expect.poll(completed, { timeout: 10_000 }).toBeGreaterThan(0);

    const samples = await scrape();
    const requests = 'sidequest_http_request_duration_seconds_count';
    expect(value(samples, requests, { method: 'GET', route: '/api/me', status: '200' })).toBe(3);
    expect(value(samples, requests, { route: '/api/me/feedback-attachments/:id', status: '404' })).toBe(1);
    expect(value(samples, requests, { route: 'unmatched', status: '404' })).toBe(1);
    expect(value(samples, requests, { method: 'POST', route: '/api/auth/signup', status: '201' })).toBe(1);
    expect(value(samples, requests, { route: '/api/client-log/not-found', status: '204' })).toBe(30);
    expect(value(samples, requests, { route: '/api/client-log/not-found', status: '429' })).toBe(1);
    expect(value(samples, 'sidequest_rate_limit_refusals_total', { route: '/api/client-log/not-found' })).toBe(1);
    const buckets = samples.filter((s) => s.name === 'sidequest_http_request_duration_seconds_bucket');
    expect(buckets.find((s) => s.labels.route === '/api/me' && s.labels.le === '+Inf')?.value).toBe(3);

    expect(value(samples, 'sidequest_jobs_total', { job: 'mail.send', outcome: 'completed' })).toBeGreaterThan(0);
    expect(value(samples, 'sidequest_job_duration_seconds_count', { job: 'mail.send' })).toBeGreaterThan(0);
    const queueStates = samples.filter((s) => s.name === 'sidequest_queue_jobs' && s.labels.queue === 'mail');
    expect(queueStates.map((s) => s.labels.state).sort()).toEqual(['active', 'delayed', 'failed', 'waiting']);
    expect(samples.find((s) => s.name === 'sidequest_outbox_mails' && s.labels.status === 'pending')).toBeDefined();
    expect(value(samples, 'sidequest_outbox_mails', { status: 'failed' })).toBe(0);
    expect(samples.find((s) => s.name === 'sidequest_outbox_oldest_pending_age_seconds')).toBeDefined();
    expect(value(samples, 'sidequest_db_pool_connections', { state: 'max' })).toBe(10);
    // The scrape's own statements may wait for a connection the pool is still opening: present, not zero.
    expect(samples.find((s) => s.name === 'sidequest_db_pool_waiting')?.value).toBeGreaterThanOrEqual(0);
    expect(samples.find((s) => s.name === 'sidequest_reminder_lag_seconds')?.value).toBe(0);
    // The reminder tick runs once at start (in-process jobs): it counted due, sent and skipped.
    expect(value(samples, 'sidequest_reminder_ticks_total')).toBeGreaterThan(0);
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total']) {
      expect(samples.find((s) => s.name === name)?.labels.app).toBe('api');
    }
    expect(samples.some((s) => s.name.startsWith('nodejs_gc_duration_seconds'))).toBe(true);

    // Bounded labels: no raw path, id, address or e-mail anywhere.
    const labelValues = samples.flatMap((s) => Object.values(s.labels));
    for (const secret of [fileId, user.userId, user.email, '198.51.100.77', '/api/no/such', '/secret/']) {
      expect(labelValues.filter((v) => v.includes(secret))).toEqual([]);
    }
    expect(labelValues.filter((v) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(v))).toEqual([]);
    const routes = new Set(samples.flatMap((s) => (s.labels.route ? [s.labels.route] : [])));
    for (const route of routes) expect(route === 'unmatched' || /^\/[\w/:*.-]*$/.test(route)).toBe(true);
  });

  it('is refused to a forwarded request and to a peer outside loopback, whatever X-Forwarded-For says', async () => {
    const forwarded = await fetch(`${api.url}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.status).toBe(403);
    expect(await forwarded.text()).not.toContain('sidequest_');
    const outside = await api.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    const spoofing = await api.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofing.statusCode).toBe(403);
    const local = await api.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });

  it('serves the same registry on a listener of its own (METRICS_PORT)', async () => {
    const server = await startMetricsServer(api.app.get(Metrics), { port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('sidequest_http_request_duration_seconds_count{');
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('records and serves nothing with METRICS=false', async () => {
    const off = await startTestApi({ env: { METRICS: 'false' } });
    try {
      expect((await fetch(`${off.url}/api/health/live`)).status).toBe(200);
      expect((await fetch(`${off.url}/metrics`)).status).toBe(404);
      expect(() => off.app.get(Metrics)).toThrow();
    } finally {
      await off.close();
    }
  });
});
