import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '@sidequest/platform-config';
import { resolveDatabase } from '@sidequest/platform-db';
import { Metrics, startMetricsServer } from '@sidequest/platform-metrics';
import type { TracingHandle } from '@sidequest/platform-tracing';
import { WorkerModule } from './worker.module';

/** The worker's metrics listener when METRICS_PORT is unset (the Prometheus exporters' customary port). */
const DEFAULT_METRICS_PORT = 9464;

/** The worker process, once main.ts has read the configuration and (with OTEL_EXPORTER_OTLP_ENDPOINT) started tracing. */
export async function serveWorker(config: AppConfig, tracing: TracingHandle | undefined): Promise<void> {
  const db = await resolveDatabase(config);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, db.url, tracing), {
    bufferLogs: true,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.enableShutdownHooks();
  await app.init();
  if (config.metrics.enabled) {
    const where = { port: config.metrics.port ?? DEFAULT_METRICS_PORT, host: config.metrics.host };
    // Metrics are worth less than jobs: a port already taken is reported, and the worker goes on.
    await startMetricsServer(app.get(Metrics), where).then(
      (server) => logger.log(`metrics on http://${where.host}:${server.port}/metrics`),
      (e: Error) => logger.warn(`metrics not served on ${where.host}:${where.port}: ${e.message}`),
    );
  }
  logger.log('worker ready: consuming jobs, heartbeat in Redis');
}
