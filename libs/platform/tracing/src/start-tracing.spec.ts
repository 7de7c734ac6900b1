import { createRequire } from 'node:module';
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { startTracing } from './start-tracing';
import { activeTraceId, inSpan, SpanKind, traceCarrier, tracing } from './trace-context';

const require = createRequire(import.meta.url);
/** shimmer marks what an instrumentation wrapped. */
const wrapped = (fn: unknown) => (fn as { __wrapped?: boolean }).__wrapped === true;

describe('startTracing', () => {
  it('without an endpoint starts nothing: no provider, no patched module, every helper a no-op', async () => {
    expect(await startTracing({ serviceName: 'test', endpoint: undefined })).toBeUndefined();
    expect(tracing.on).toBe(false);
    expect(trace.getTracer('test').startSpan('x').isRecording()).toBe(false);
    expect(wrapped(require('node:http').Server.prototype.emit)).toBe(false);
    expect(wrapped(require('pg').Client.prototype.query)).toBe(false);
    expect(await inSpan('x', SpanKind.INTERNAL, {}, async () => activeTraceId() ?? traceCarrier() ?? 'none')).toBe(
      'none',
    );
  });

  it('with somewhere to send spans patches http and pg, and undoes it at shutdown', async () => {
    const exporter = new InMemorySpanExporter();
    const handle = await startTracing({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    expect(tracing.on).toBe(true);
    expect(wrapped(require('node:http').Server.prototype.emit)).toBe(true);
    expect(wrapped(require('pg').Client.prototype.query)).toBe(true);
    const id = await inSpan('x', SpanKind.INTERNAL, {}, async () => activeTraceId());
    expect(id).toBe(exporter.getFinishedSpans()[0].spanContext().traceId);
    await handle!.shutdown();
    expect(tracing.on).toBe(false);
    expect(wrapped(require('node:http').Server.prototype.emit)).toBe(false);
  });
});
