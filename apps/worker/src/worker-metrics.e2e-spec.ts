import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, WorkerStack } from '@sidequest/test-support';

/** The built worker's metrics on a listener of its own, and the api's view of the worker heartbeat (BullMQ). */
describe('worker metrics', () => {
  let stack: WorkerStack;
  let workerMetrics: string;
  beforeAll(async () => {
    stack = await WorkerStack.start({}, { worker: false });
    const port = await freePort();
    workerMetrics = `http://127.0.0.1:${port}/metrics`;
    await stack.startWorker({ METRICS_PORT: String(port) });
  });
  afterAll(() => stack?.stop());

  const scrape = async (url: string) => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    return res.text();
  };
  const sample = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? NaN);

  it('counts the mail jobs the worker ran, and reports the BullMQ queues by state', async () => {
    const email = `metered-${Date.now()}@example.com`;
    const res = await fetch(`${stack.base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    expect(res.status).toBe(201);
    await stack.sink.waitFor((m) => m.to.includes(email));
    await expect
      .poll(async () =>
        sample(
          await scrape(workerMetrics),
          /sidequest_jobs_total\{job="mail\.send",outcome="completed",app="worker"\} (\d+)/,
        ),
      )
      .toBeGreaterThan(0);
    const text = await scrape(workerMetrics);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(text).toMatch(new RegExp(`sidequest_queue_jobs\\{queue="mail",state="${state}",app="worker"\\} \\d+`));
    }
    const durations = text.split('\n').filter((l) => l.startsWith('sidequest_job_duration_seconds_count{'));
    expect(durations.some((l) => l.includes('job="mail.send"') && l.includes('outcome="completed"'))).toBe(true);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds\{app="worker"\}/);
    expect(text).not.toContain(email);
  });

  it('lets the api see the heartbeat, and not once the worker is gone', async () => {
    const apiMetrics = `${stack.base}/metrics`;
    expect(sample(await scrape(apiMetrics), /sidequest_worker_seen\{app="api"\} (\d)/)).toBe(1);
    await stack.stopWorker();
    expect(sample(await scrape(apiMetrics), /sidequest_worker_seen\{app="api"\} (\d)/)).toBe(0);
  });
});
