import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterAll, describe, expect, it } from 'vitest';
import { inSpan, SpanKind, startTracing, tracing, type TracingHandle } from '@sidequest/platform-tracing';
import { takeTraceContext, withTraceContext } from './job-trace';

describe("a job's trace context", () => {
  let handle: TracingHandle | undefined;
  afterAll(() => handle?.shutdown());

  it('is not added, and nothing is started, without an endpoint', async () => {
    expect(await startTracing({ serviceName: 'test' })).toBeUndefined();
    expect(tracing.on).toBe(false);
    const payload = { mailId: 'm1' };
    expect(withTraceContext(payload)).toBe(payload);
    expect(takeTraceContext(payload)).toEqual({ payload });
  });

  it("goes along in the job's data as a W3C traceparent and comes off before the handler sees the payload", async () => {
    const exporter = new InMemorySpanExporter();
    handle = await startTracing({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    // Outside a trace there is nothing to pass on.
    expect(withTraceContext({ mailId: 'm1' })).toEqual({ mailId: 'm1' });
    const data = await inSpan('enqueue', SpanKind.PRODUCER, {}, async () => withTraceContext({ mailId: 'm1' }));
    const [span] = exporter.getFinishedSpans();
    const { traceId, spanId } = span.spanContext();
    expect(data).toEqual({ mailId: 'm1', _trace: { traceparent: `00-${traceId}-${spanId}-01` } });
    expect(takeTraceContext(data)).toEqual({
      payload: { mailId: 'm1' },
      carrier: { traceparent: `00-${traceId}-${spanId}-01` },
    });
  });
});
