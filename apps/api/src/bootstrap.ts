import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '@sidequest/platform-config';
import { AppModule, type ApiRuntime } from './app.module';
import { serveSpa } from './spa';

/** Builds the api (not yet listening): shared by main.ts and the api e2e tests. */
export async function createApiApp(config: AppConfig, runtime: ApiRuntime): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, runtime), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.useBodyParser('json', { limit: '1mb' });
  app.use(cookieParser());
  app.set('trust proxy', config.http.trustProxy);
  app.disable('x-powered-by');
  app.setGlobalPrefix('api', { exclude: ['dev/mail', 'dev/mail/{:file}'] });
  app.enableShutdownHooks();

  const doc = new DocumentBuilder()
    .setTitle('SideQuest API')
    .setDescription('Quests, plans, progress, billing and feedback for SideQuest.')
    .setVersion('0.1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, doc), { jsonDocumentUrl: 'api/docs-json' });

  serveSpa(app, config.webDistDir);
  return app;
}
