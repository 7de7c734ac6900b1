import {
  context,
  isSpanContextValid,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';

/**
 * What the rest of the code sees of tracing: only @opentelemetry/api, which without a started SDK is a no-op.
 * Every helper first reads `tracing.on` (set by startTracing), so with OTEL_EXPORTER_OTLP_ENDPOINT unset a
 * request, a job or a mail pays one property read and nothing else.
 */
export const tracing = { on: false };

const TRACER = 'sidequest';

/** The key of a job's data that carries its W3C trace context (`traceparent`) from the enqueue to the worker. */
export const JOB_TRACE_KEY = '_trace';

export type TraceCarrier = Record<string, string>;

/**
 * The id of the trace the caller is in, for log lines; undefined when tracing is off or nothing is being traced.
 * A span that has just ended still names its trace (the request line is written after the HTTP span ends).
 */
export function activeTraceId(): string | undefined {
  if (!tracing.on) return undefined;
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) ? span.traceId : undefined;
}

/** The current trace context as W3C headers (`traceparent`), or undefined when there is none to pass on. */
export function traceCarrier(): TraceCarrier | undefined {
  if (!tracing.on) return undefined;
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : undefined;
}

/** Runs `fn` in a new span, a child of the active one; the span records a thrown error and ends when `fn` settles. */
export async function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  fn: () => Promise<T>,
  parent = context.active(),
): Promise<T> {
  if (!tracing.on) return fn();
  const span = trace.getTracer(TRACER).startSpan(name, { kind, attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), fn);
  } catch (e) {
    failed(span, e);
    throw e;
  } finally {
    span.end();
  }
}

/** Runs `fn` in a span continuing the trace whose W3C context `carrier` holds (a new trace without one). */
export function inContinuedSpan<T>(
  carrier: TraceCarrier | undefined,
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  fn: () => Promise<T>,
): Promise<T> {
  if (!tracing.on) return fn();
  const parent = carrier ? propagation.extract(context.active(), carrier) : context.active();
  return inSpan(name, kind, attributes, fn, parent);
}

/** Names the active HTTP server span by route template (`POST /api/feedback`), as the metrics label requests. */
export function nameServerSpan(method: string, route: string | undefined): void {
  if (!tracing.on || !route) return;
  const span = trace.getActiveSpan();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}

function failed(span: Span, e: unknown): void {
  const error = e instanceof Error ? e : new Error(String(e));
  span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
}

export { SpanKind };
