import fs from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTracing, type TracingHandle } from '@sidequest/platform-tracing';
import type { TestApi } from './testing/test-api';

/**
 * One feedback request is one trace: the api's HTTP span, its database spans and the enqueue, then (through the
 * `traceparent` in the job's data, across Redis) the worker's job span, its database spans and the SMTP send.
 * The api and the worker run in this process on Postgres, Redis and an SMTP sink; spans go to memory.
 */
const exporter = new InMemorySpanExporter();
let tracing: TracingHandle | undefined;
let api: TestApi;
let worker: INestApplicationContext;

/** The JSON lines both apps' pino loggers write to stdout (sonic-boom writes to fd 1 with fs.write), kept, not shown. */
const logLines: Record<string, unknown>[] = [];
function captureStdoutLogs() {
  const write = fs.write;
  vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: string | Uint8Array, ...rest: unknown[]) => {
    if (fd !== 1) return (write as (...args: unknown[]) => void)(fd, data, ...rest);
    const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
    for (const line of text.split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    (rest.at(-1) as (e: null, n: number) => void)(null, Buffer.byteLength(text));
  }) as typeof fs.write);
}

beforeAll(async () => {
  captureStdoutLogs();
  tracing = await startTracing({
    serviceName: 'sidequest-test',
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
  // The app's modules only now, as main.ts loads them: the instrumentations patch http, pg and ioredis first.
  const { startTestApi } = await import('./testing/test-api');
  const { NestFactory } = await import('@nestjs/core');
  // eslint-disable-next-line @nx/enforce-module-boundaries -- the worker's composition root, booted in this process
  const { WorkerModule } = await import('../../worker/src/worker.module');
  api = await startTestApi({ redis: true, env: { OWNER_EMAIL: 'owner@sidequest.test', LOG_LEVEL: 'info' } });
  worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(api.config, api.db.url), { logger: false });
  const { Logger } = await import('nestjs-pino');
  worker.useLogger(worker.get(Logger));
  await worker.init();
});

afterAll(async () => {
  await worker?.close();
  await api?.close();
  await tracing?.shutdown();
});

describe('traces', () => {
  it('follows one feedback request from the HTTP span through the database, the queue and the worker to SMTP', async () => {
    const body = new FormData();
    body.append('feedback', 'Traced from end to end');
    body.append('page', '/');
    const res = await fetch(`${api.url}/api/feedback`, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': '10.9.8.7' },
    });
    expect(res.status).toBe(202);
    await api.mail.waitFor((m) => m.text.includes('Traced from end to end'), 20_000);

    // The job's span ends after the mail is marked sent, a little after the sink has it.
    const named = (name: string) => exporter.getFinishedSpans().find((s) => s.name === name);
    await expect.poll(() => named('job mail.send')?.name, { timeout: 10_000 }).toBe('job mail.send');

    const http = exporter.getFinishedSpans().find((s) => s.kind === SpanKind.SERVER && s.name === 'POST /api/feedback');
    expect(http, 'the HTTP server span').toBeDefined();
    const traceId = http!.spanContext().traceId;
    const trace = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    const byId = new Map(trace.map((s) => [s.spanContext().spanId, s]));
    const parentOf = (s: ReadableSpan) => byId.get(s.parentSpanContext?.spanId ?? '');
    const chain = (s: ReadableSpan): string[] => {
      const parent = parentOf(s);
      return parent ? [...chain(parent), s.name] : [s.name];
    };
    const one = (name: string) => {
      const found = trace.filter((s) => s.name === name);
      expect(
        found.map((s) => s.name),
        `one ${name} span in the trace`,
      ).toEqual([name]);
      return found[0];
    };

    // Every span of the trace descends from the HTTP span, the root (no parent in this process or upstream).
    expect(http!.parentSpanContext).toBeUndefined();
    for (const span of trace) expect(chain(span)[0], `${span.name} reaches the HTTP span`).toBe('POST /api/feedback');

    // The api stored the feedback and its mail (the outbox) inside the request, then queued the delivery.
    const enqueue = one('enqueue mail.send');
    expect(enqueue.kind).toBe(SpanKind.PRODUCER);
    const apiInserts = trace.filter(
      (s) => s.name.startsWith('pg.query:INSERT') && chain(s).every((name) => !name.startsWith('job ')),
    );
    expect(apiInserts.length, 'the api writes feedback and mail rows').toBeGreaterThanOrEqual(2);

    // Across Redis: the worker's job span is the enqueue span's child, the SMTP send the job's.
    const job = one('job mail.send');
    expect(job.kind).toBe(SpanKind.CONSUMER);
    expect(parentOf(job)).toBe(enqueue);
    const smtp = one('smtp send');
    expect(smtp.kind).toBe(SpanKind.CLIENT);
    expect(parentOf(smtp)).toBe(job);
    const workerQueries = trace.filter((s) => s.name.startsWith('pg.query:') && parentOf(s) === job);
    expect(workerQueries.length, 'the worker reads and updates the mail row').toBeGreaterThanOrEqual(2);
    // The enqueue's own Redis commands are its children, named without BullMQ's keys and payload.
    const redis = trace.filter((s) => parentOf(s) === enqueue && s.attributes['db.system.name'] === 'redis');
    expect(redis.length).toBeGreaterThanOrEqual(1);
    for (const s of redis) expect(s.attributes['db.query.text']).toBe(s.name);

    // What OPERATIONS.md quotes: the span names along the chain from the request to the SMTP send.
    expect(chain(smtp)).toEqual(['POST /api/feedback', 'enqueue mail.send', 'job mail.send', 'smtp send']);

    // Log lines carry the trace id: the api's request line and the worker's line about the same mail.
    await expect
      .poll(() => logLines.filter((line) => line.trace_id === traceId).map((line) => line.msg), { timeout: 5_000 })
      .toEqual(expect.arrayContaining(['request completed', expect.stringMatching(/^mail \S+ delivered by smtp/)]));
  });
});
