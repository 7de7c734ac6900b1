import type { AppConfig } from '@sidequest/platform-config';
import { resolveDatabase } from '@sidequest/platform-db';
import { Metrics, startMetricsServer } from '@sidequest/platform-metrics';
import type { TracingHandle } from '@sidequest/platform-tracing';
import { createApiApp } from './bootstrap';

/** The api process, once main.ts has read the configuration and (with OTEL_EXPORTER_OTLP_ENDPOINT) started tracing. */
export async function serveApi(config: AppConfig, tracing: TracingHandle | undefined): Promise<void> {
  const db = await resolveDatabase(config);
  const app = await createApiApp(config, { databaseUrl: db.url, migrationsDatabaseUrl: config.db.migrationsUrl });
  const stopDb = async () => {
    await app.close();
    await db.stop();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.once('SIGINT', stopDb);
  process.once('SIGTERM', stopDb);
  await app.listen({ port: config.http.port, host: config.http.host });
  const { metrics } = config;
  // With METRICS_PORT, a listener of its own for the scraper's network (never proxied) beside loopback /metrics.
  if (metrics.enabled && metrics.port) {
    await startMetricsServer(app.get(Metrics), { port: metrics.port, host: metrics.host });
  }
  const where = config.db.url ? 'DATABASE_URL' : 'embedded Postgres in .data/postgres';
  const queue = config.queue.redisUrl ? 'BullMQ on REDIS_URL' : 'in-process jobs';
  const mail = config.mail.smtpUrl ? 'SMTP_URL' : `dev outbox at ${config.appUrl}/dev/mail`;
  console.log(`SideQuest is up at ${config.appUrl} (db: ${where}; queue: ${queue}; mail: ${mail})`);
}
