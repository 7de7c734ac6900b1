import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigError, loadConfig } from '@sidequest/platform-config';
import { resolveDatabase } from '@sidequest/platform-db';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.queue.redisUrl) {
    console.error('The worker needs REDIS_URL. Without it, jobs run inside the api process and no worker is needed.');
    process.exit(1);
  }
  const db = await resolveDatabase(config);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, db.url), { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.enableShutdownHooks();
  await app.init();
  logger.log('worker ready: consuming jobs, heartbeat in Redis');
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
