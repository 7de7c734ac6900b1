import { activeTraceId } from '@sidequest/platform-tracing';

const NO_TRACE = {};

/** pino's mixin while tracing is on: a line written inside a trace carries its id as `trace_id`. */
export function traceIdMixin(): { trace_id?: string } {
  const id = activeTraceId();
  return id ? { trace_id: id } : NO_TRACE;
}
