import 'reflect-metadata';
import type { IncomingMessage } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '@sidequest/platform-config';
import { instrumentHttp, Metrics } from '@sidequest/platform-metrics';
import { API_CACHE_CONTROL, PERMISSIONS_POLICY, requestIdOf, securityHeaders } from '@sidequest/platform-http';
import { nameServerSpan, tracing } from '@sidequest/platform-tracing';
import { AppModule, type ApiRuntime } from './app.module';
import { inJourneyOrder } from './openapi-order';
import { serveSpa } from './spa';
import { staticSecurityHeaders } from './response-headers';

/** Builds the api (not yet listening): shared by main.ts and the api e2e tests. */
export async function createApiApp(config: AppConfig, runtime: ApiRuntime): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.http.bodyLimitBytes,
    // A request (its body included) or an idle connection is ended after this: a slow upload cannot hold memory for ever.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.requestTimeoutMs,
    trustProxy: trustProxyOption(config.http.trustProxy),
    // One id per request, the same one pino logs and X-Request-Id echoes.
    genReqId: (req: IncomingMessage) => requestIdOf(req),
    // Fastify's own logger stays off: pino-http writes the one line per request.
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, runtime), adapter, {
    bufferLogs: true,
    // The raw body is kept for signed webhooks (Stripe) on top of the parsed JSON.
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  // One synchronous hook for what every answer carries: the security headers (computed once from
  // @fastify/helmet, see response-headers.ts), the request id, and no-store on api answers (a route may override).
  const headers = {
    ...(await staticSecurityHeaders(securityHeaders({ production: config.isProduction }))),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (req, reply, done) => {
      reply.headers(headers).header('x-request-id', req.id);
      if (req.url.startsWith('/api/')) reply.header('cache-control', API_CACHE_CONTROL);
      done();
    });
  // Requests by route template and status, and GET /metrics for loopback clients (METRICS=false: neither).
  if (config.metrics.enabled) instrumentHttp(app.getHttpAdapter().getInstance(), app.get(Metrics));
  // Tracing on: the HTTP span is named by route template (`POST /api/feedback`), not by method alone.
  if (tracing.on) {
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRequest', (req, _reply, done) => {
        nameServerSpan(req.method, req.routeOptions.url);
        done();
      });
  }
  await app.register(fastifyCookie);
  // Per-part limits; the whole body is bounded by UPLOAD_LIMIT_BYTES where it is read (feedback's readFeedbackForm).
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.http.uploadLimitBytes, fieldSize: 64 * 1024, files: 5, fields: 20, parts: 30 },
  });
  app.setGlobalPrefix('api', { exclude: ['dev/mail', 'dev/mail/{:file}', 'dev/reminders/tick', 'dev/clock'] });
  app.enableShutdownHooks();

  // In production the map of every route is published only when API_DOCS=true says so.
  if (config.apiDocs) {
    const doc = new DocumentBuilder()
      .setTitle('SideQuest API')
      .setDescription('Quests, plans, progress, billing and feedback for SideQuest.')
      .setVersion('0.1.0')
      .addBearerAuth()
      .build();
    SwaggerModule.setup('api/docs', app, () => inJourneyOrder(SwaggerModule.createDocument(app, doc)), {
      jsonDocumentUrl: 'api/docs-json',
    });
  }

  await serveSpa(app, config.webDistDir, { production: config.isProduction });
  return app;
}

/**
 * Fastify 5 refuses a bare hop count (it trusts nobody then); TRUST_PROXY=1 keeps Express's meaning:
 * trust that many proxies nearest to us, which the operator sets only behind a load balancer.
 */
function trustProxyOption(
  value: boolean | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
