import { DynamicModule, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import pino, { type Logger } from 'pino';
import { activeTraceId, tracing } from '@sidequest/platform-tracing';
import { requestLineWriter } from './request-line';
import { traceIdMixin } from './trace-mixin';

const ROOT_LOGGER = Symbol('ROOT_LOGGER');
const QUIET_PATHS = /^\/api\/health\//;

// sonic-boom wants it below its 16 KiB write size; under load a batch is some 60 request lines.
const BATCH_BYTES = 15 * 1024;
const FLUSH_EVERY_MS = 200;

/**
 * One pino logger per process, writing JSON lines asynchronously: lines are batched up to 15 KiB
 * (one write, a thread-pool round trip, per batch rather than per request), and a batch never waits more than 200 ms. pino
 * flushes what is left at exit.
 */
export function createRootLogger(options: { level: string; sync?: boolean }): Logger {
  const sync = options.sync ?? false;
  const destination = pino.destination({ dest: 1, sync, minLength: sync ? 0 : BATCH_BYTES });
  if (!sync) {
    setInterval(() => {
      try {
        destination.flush();
      } catch {
        // destroyed: the process is ending and pino has flushed already
      }
    }, FLUSH_EVERY_MS).unref();
  }
  const redact = ['req.headers.authorization', 'req.headers.cookie'];
  // With tracing on, every line written inside a trace carries its id; off, pino runs no mixin at all.
  return pino({ level: options.level, redact, ...(tracing.on ? { mixin: traceIdMixin } : {}) }, destination);
}

/**
 * Structured JSON logs: Nest's own lines through nestjs-pino, and exactly one line per request
 * from a Fastify onResponse hook (cheaper than an Express-style middleware on every request),
 * carrying the request id that X-Request-Id echoes. Health probes are not logged.
 */
@Module({})
export class LoggingModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  static forRoot(options: { level: string; sync?: boolean }): DynamicModule {
    const logger = createRootLogger(options);
    return {
      module: LoggingModule,
      // No pino-http middleware on any route: the hook below writes the request line.
      imports: [LoggerModule.forRoot({ pinoHttp: { logger, autoLogging: false }, forRoutes: [] })],
      providers: [{ provide: ROOT_LOGGER, useValue: logger }],
    };
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify?.addHook) return;
    const line = requestLineWriter(this.logger);
    const traced = tracing.on;
    // A synchronous hook: no promise per request.
    fastify.addHook('onResponse', (req, reply, done) => {
      if (!QUIET_PATHS.test(req.url)) {
        const status = reply.statusCode;
        const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
        const url = req.url.includes('token=') ? req.url.replace(/token=[^&]+/g, 'token=[redacted]') : req.url;
        line(level, {
          id: req.id,
          method: req.method,
          url,
          statusCode: status,
          responseTime: Math.round(reply.elapsedTime),
          traceId: traced ? activeTraceId() : undefined,
        });
      }
      done();
    });
  }
}
