import { JOB_TRACE_KEY, traceCarrier, type TraceCarrier } from '@sidequest/platform-tracing';
import { queueOf } from './job-map';

/**
 * A job's data with the enqueuing trace's W3C context under `_trace` (only while tracing is on and something is
 * traced), so the worker's span continues the request's trace and its log lines carry the same trace id.
 */
export function withTraceContext<P>(payload: P): P {
  const carrier = traceCarrier();
  return carrier ? { ...payload, [JOB_TRACE_KEY]: carrier } : payload;
}

/** The payload as the producer gave it, and the trace context it travelled with (none from an untraced enqueue). */
export function takeTraceContext(data: unknown): { payload: unknown; carrier?: TraceCarrier } {
  if (!data || typeof data !== 'object' || !(JOB_TRACE_KEY in data)) return { payload: data };
  const { [JOB_TRACE_KEY]: carrier, ...payload } = data as Record<string, unknown>;
  return { payload, carrier: carrier as TraceCarrier };
}

/** The messaging attributes of a job's spans. */
export function jobSpanAttributes(
  driver: 'bullmq' | 'in-process',
  name: string,
  operation: 'send' | 'process',
  id?: string,
) {
  return {
    'messaging.system': driver,
    'messaging.operation.type': operation,
    'messaging.destination.name': queueOf(name),
    'sidequest.job.name': name,
    ...(id ? { 'messaging.message.id': id } : {}),
  };
}
