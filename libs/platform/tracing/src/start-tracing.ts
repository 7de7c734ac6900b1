import type { SpanProcessor } from '@opentelemetry/sdk-trace';
import { tracing } from './trace-context';

export interface TracingOptions {
  /** `service.name` of every span: sidequest-api or sidequest-worker. */
  serviceName: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: spans go to `<endpoint>/v1/traces` (OTLP over HTTP). */
  endpoint?: string;
  /** Instead of (or beside) the OTLP exporter: tests pass a SimpleSpanProcessor on an InMemorySpanExporter. */
  spanProcessors?: SpanProcessor[];
}

export interface TracingHandle {
  /** Exports what is still buffered and stops. */
  shutdown(): Promise<void>;
}

/**
 * Starts tracing when there is somewhere to send spans, before the app's modules are imported (the
 * instrumentations patch http, pg and ioredis as they load). Without an endpoint nothing is loaded or started:
 * the SDK module is imported only here, and every helper in trace-context.ts stays a no-op.
 */
export async function startTracing(options: TracingOptions): Promise<TracingHandle | undefined> {
  if (!options.endpoint && !options.spanProcessors?.length) return undefined;
  const { startSdk } = await import('./sdk');
  const handle = startSdk(options);
  tracing.on = true;
  return {
    shutdown: async () => {
      tracing.on = false;
      await handle.shutdown();
    },
  };
}
