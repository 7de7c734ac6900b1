import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

const REQUEST_ID = 'x-request-id';

/** Structured JSON logs; every line of a request carries its id, echoed back in X-Request-Id. */
@Module({})
export class LoggingModule {
  static forRoot(options: { level: string; pretty?: boolean }): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: options.level,
            genReqId: (req: IncomingMessage, res: ServerResponse) => {
              const incoming = req.headers[REQUEST_ID];
              const id = typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
              res.setHeader(REQUEST_ID, id);
              return id;
            },
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.replace(/token=[^&]+/g, 'token=[redacted]') }),
            },
            customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
              err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
            autoLogging: { ignore: (req: IncomingMessage) => req.url?.startsWith('/api/health') ?? false },
          },
        }),
      ],
    };
  }
}
