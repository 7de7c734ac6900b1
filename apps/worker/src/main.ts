import { ConfigError, loadConfig } from '@sidequest/platform-config';
import { startTracing } from '@sidequest/platform-tracing';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.queue.redisUrl) {
    console.error('The worker needs REDIS_URL. Without it, jobs run inside the api process and no worker is needed.');
    process.exit(1);
  }
  // As in the api: tracing (only with OTEL_EXPORTER_OTLP_ENDPOINT) first, then the app by a dynamic import.
  const tracing = await startTracing({ serviceName: 'sidequest-worker', endpoint: config.tracing.endpoint });
  const { serveWorker } = await import('./serve');
  await serveWorker(config, tracing);
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
