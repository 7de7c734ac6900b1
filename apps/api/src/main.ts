import { ConfigError, loadConfig } from '@sidequest/platform-config';
import { startTracing } from '@sidequest/platform-tracing';

async function main(): Promise<void> {
  const config = loadConfig();
  // Tracing (only with OTEL_EXPORTER_OTLP_ENDPOINT) starts before the app's modules are imported, so the
  // instrumentations patch http, pg and ioredis before anything uses them: the app comes in by a dynamic import.
  const tracing = await startTracing({ serviceName: 'sidequest-api', endpoint: config.tracing.endpoint });
  const { serveApi } = await import('./serve');
  await serveApi(config, tracing);
}

main().catch((e) => {
  if (e instanceof ConfigError) {
    console.error(e.message);
  } else {
    console.error('SideQuest api failed to start:', e);
  }
  process.exit(1);
});
