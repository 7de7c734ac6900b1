import pino from 'pino';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterAll, describe, expect, it } from 'vitest';
import { inSpan, SpanKind, startTracing, type TracingHandle } from '@sidequest/platform-tracing';
import { traceIdMixin } from './trace-mixin';

describe('trace ids on log lines', () => {
  let tracing: TracingHandle | undefined;
  afterAll(() => tracing?.shutdown());

  const lines: string[] = [];
  const logger = pino({ mixin: traceIdMixin }, { write: (s: string) => void lines.push(s) });

  it('adds nothing while tracing is off', () => {
    logger.info('untraced');
    expect(JSON.parse(lines.pop()!)).not.toHaveProperty('trace_id');
  });

  it("adds the active trace's id inside a span, and nothing outside one", async () => {
    const exporter = new InMemorySpanExporter();
    tracing = await startTracing({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    await inSpan('work', SpanKind.INTERNAL, {}, async () => logger.info('traced'));
    logger.info('after');
    const [traced, after] = lines.splice(0).map((line) => JSON.parse(line));
    expect(traced.trace_id).toBe(exporter.getFinishedSpans()[0].spanContext().traceId);
    expect(after).not.toHaveProperty('trace_id');
  });
});
