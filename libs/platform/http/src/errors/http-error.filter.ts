import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { DomainErrorKind } from '@sidequest/kernel';
import type { ErrorBody } from '@sidequest/contracts';
import { DomainErrorException } from './domain-error.exception';
import { ValidationException } from './zod.pipe';

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

interface Mapped {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** The one place where failures become HTTP answers. Unknown errors leak nothing but a request id. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request & { id?: string }>();
    const res = ctx.getResponse<Response>();
    const mapped = this.map(exception, req);
    if (mapped.status >= 500) this.logger.error({ err: exception, reqId: req.id }, 'request failed');
    if (res.headersSent) return;
    for (const [k, v] of Object.entries(mapped.headers ?? {})) res.setHeader(k, v);
    res.status(mapped.status).json(mapped.body);
  }

  private map(e: unknown, req: Request & { id?: string }): Mapped {
    if (e instanceof ValidationException) {
      return { status: 400, body: { error: e.message, details: e.issues } };
    }
    if (e instanceof DomainErrorException) {
      const { kind, message, details } = e.domainError;
      const retry = typeof details?.retryAfterSeconds === 'number' ? { 'Retry-After': String(Math.ceil(details.retryAfterSeconds)) } : undefined;
      return { status: STATUS[kind], body: details ? { error: message, details } : { error: message }, headers: retry };
    }
    const parser = bodyParserError(e) ?? (e instanceof HttpException ? bodyParserError(e.cause) : undefined);
    if (parser) return parser;
    if (e instanceof HttpException) {
      const status = e.getStatus();
      const response = e.getResponse();
      const message = typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? e.message);
      const details = typeof response === 'object' ? (response as { details?: unknown }).details : undefined;
      if (status >= 500) return internal(req);
      return { status, body: details === undefined ? { error: String(message) } : { error: String(message), details } };
    }
    return internal(req);
  }
}

function internal(req: { id?: string }): Mapped {
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: 'Something went wrong on our side.', details: { requestId: req.id } } };
}

/** body-parser's own errors: malformed JSON, too large, wrong charset. */
function bodyParserError(e: unknown): Mapped | undefined {
  const err = e as { type?: string; status?: number };
  if (!err || typeof err.type !== 'string' || typeof err.status !== 'number') return undefined;
  if (err.type === 'entity.parse.failed') return { status: 400, body: { error: 'The request body is not valid JSON.' } };
  if (err.type === 'entity.too.large') return { status: 413, body: { error: 'The request body is too large.' } };
  if (err.status >= 400 && err.status < 500) return { status: err.status, body: { error: 'The request body could not be read.' } };
  return undefined;
}
