import { createRequire } from 'node:module';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingOptions } from './start-tracing';

/** Modules the instrumentations patch, loaded here through `require` so the patch is in place before the app imports them. */
const PATCHED_MODULES = ['node:http', 'node:https', 'pg', 'ioredis'];

/**
 * The tracer provider, W3C propagation, async context, and the http, pg and ioredis instrumentations.
 * The app is ESM and imports pg and ioredis with `import`, which require-in-the-middle does not see; but both are
 * CommonJS, so requiring them once here (after the instrumentations hook `require`) patches the very module
 * objects the app's imports later receive from Node's module cache. No ESM loader hook is needed.
 */
export function startSdk(options: TracingOptions): { shutdown(): Promise<void> } {
  const processors: SpanProcessor[] = [...(options.spanProcessors ?? [])];
  if (options.endpoint) {
    const url = `${options.endpoint.replace(/\/+$/, '')}/v1/traces`;
    processors.push(new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) }));
  }
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: processors,
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Health probes and scrapes would be most of the traces and say nothing; outgoing calls (Stripe, the LLM) stay.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(api\/health\/|metrics)/.test(req.url ?? ''),
      }),
      // Only inside a trace: the sweepers' and BullMQ's own polling would otherwise each be a trace of one span.
      new PgInstrumentation({ requireParentSpan: true }),
      // The command's name only: BullMQ's arguments are jobs' keys and whole payloads.
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  const require = createRequire(import.meta.url);
  for (const name of PATCHED_MODULES) require(name);
  return {
    shutdown: async () => {
      unregister();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
